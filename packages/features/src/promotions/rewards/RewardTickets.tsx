import { memo, useDeferredValue, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { callEndpoint, formatDateTime, useCurrentLanguage, useEndpoint, useMoney } from '@wl/core';
import { useNearScreen } from '@wl/widgets';
import { REWARD_BLOCK_MARGIN } from './reward-block-margin.js';
import { RewardLines, RewardSection } from './RewardSection.js';
import { TicketsPlaceholder } from './TicketsPlaceholder.js';
import { TicketRequestForm } from './TicketRequestForm.js';

import type { useRewardAction } from './use-reward-action.js';

/**
 * Claim tickets: a form to open one for an eligible promotion, then every ticket with its status
 * and the day it was opened (a pending one can be cancelled); discount tickets and the extra
 * rewards won but not applied yet. The reward centre's lowest blocks: their calls are made, and
 * their lines drawn, once the member scrolls near them (at once where they are on the first
 * screen); until then they hold their usual height. The blocks follow their answers in a deferred
 * render (as `RankAndReferral`). docs/product/member.md#reward-centre
 */
export function RewardTickets({ action }: { action: ReturnType<typeof useRewardAction> }) {
  const { ref, near } = useNearScreen({ margin: REWARD_BLOCK_MARGIN });
  return (
    <div ref={ref} className="flex flex-col gap-4">
      {near ? <LoadedTickets action={action} /> : <TicketsPlaceholder />}
    </div>
  );
}

function LoadedTickets({ action }: { action: ReturnType<typeof useRewardAction> }) {
  return <TicketBlocks action={action} answers={useDeferredValue(useTicketAnswers())} />;
}

/** What the ticket blocks draw: the three lists and the money formatter. */
function useTicketAnswers() {
  const { formatBackend } = useMoney();
  const tickets = useEndpoint('rewards.claimTickets').data;
  const discounts = useEndpoint('rewards.discountTickets').data;
  const extras = useEndpoint('rewards.extraRewardClaims').data;
  return useMemo(
    () => ({ amount: formatBackend, tickets, discounts, extras }),
    [formatBackend, tickets, discounts, extras],
  );
}

const TicketBlocks = memo(function TicketBlocks({
  action,
  answers: { amount, tickets = [], discounts = [], extras = [] },
}: {
  action: ReturnType<typeof useRewardAction>;
  answers: ReturnType<typeof useTicketAnswers>;
}) {
  const { t } = useTranslation();
  const language = useCurrentLanguage();
  const until = (end: string | null) =>
    end === null
      ? t('promo.rewards.noEnd')
      : t('promo.rewards.until', { date: formatDateTime(end, language, 'short') });
  return (
    <>
      <RewardSection id="reward-tickets" title={t('promo.rewards.tickets.title')}>
        <TicketRequestForm action={action} />
        <RewardLines
          items={tickets}
          itemKey={(ticket) => ticket.ticketId}
          actions
          lineData={(ticket) => ({ 'data-ticket': ticket.ticketId })}
          line={(ticket) => (
            <>
              <span className="flex min-w-0 flex-col">
                <span>
                  {ticket.title} · {t(`promo.rewards.tickets.status.${ticket.status}`)}
                </span>
                <span className="text-sm opacity-80">
                  {t('promo.rewards.tickets.openedAt', {
                    date: formatDateTime(ticket.createdAt, language, 'short'),
                  })}
                </span>
              </span>
              {ticket.status === 'PENDING' && (
                <button
                  type="button"
                  className="btn btn-outline btn-sm"
                  disabled={action.busy}
                  aria-label={`${t('promo.rewards.tickets.cancel')}: ${ticket.title}`}
                  onClick={() =>
                    void action.run(async () => {
                      await callEndpoint('rewards.cancelTicket', {
                        body: { ticketId: ticket.ticketId },
                      });
                      return t('promo.rewards.tickets.cancelled', { title: ticket.title });
                    })
                  }
                >
                  {t('promo.rewards.tickets.cancel')}
                </button>
              )}
            </>
          )}
        />
      </RewardSection>
      <RewardSection id="reward-discounts" title={t('promo.rewards.discounts.title')}>
        <RewardLines
          items={discounts}
          itemKey={(d) => d.ticketId}
          line={(d) => {
            const rate = Math.round(d.discountRate * 100);
            const state = d.used ? t('promo.rewards.discounts.used') : until(d.endTime);
            return `${t('promo.rewards.discounts.item', { title: d.title, rate })} · ${state}`;
          }}
        />
      </RewardSection>
      <RewardSection id="reward-extras" title={t('promo.rewards.extras.title')}>
        <RewardLines
          items={extras}
          itemKey={(e) => e.claimId}
          line={(e) => `${e.title} · ${amount(e.rewardAmount)} · ${until(e.endTime)}`}
        />
      </RewardSection>
    </>
  );
});

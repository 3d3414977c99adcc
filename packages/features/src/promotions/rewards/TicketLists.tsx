/*
 * The lines of the ticket blocks, once the member is near them. Each block reads its answer in a
 * thin holder and follows it in a deferred render of a `memo` list (as `RankAndReferral`).
 * docs/product/member.md#reward-centre
 */
import { memo, useDeferredValue, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import {
  callEndpoint,
  formatDateTime,
  useCurrentLanguage,
  useEndpoint,
  useMoney,
  type RewardsClaimTicketsValue,
  type RewardsDiscountTicketsValue,
  type RewardsExtraRewardClaimsValue,
} from '@wl/core';
import { RewardLines } from './RewardSection.js';
import { TicketRequestForm } from './TicketRequestForm.js';
import type { useRewardAction } from './use-reward-action.js';

type Action = ReturnType<typeof useRewardAction>;

/** "until <date>", or "no end date". */
function useUntil() {
  const { t } = useTranslation();
  const language = useCurrentLanguage();
  return (end: string | null) =>
    end === null
      ? t('promo.rewards.noEnd')
      : t('promo.rewards.until', { date: formatDateTime(end, language, 'short') });
}

/** The claim form, then every ticket with its status and the day it was opened. */
export function ClaimTickets({ action }: { action: Action }) {
  const tickets = useDeferredValue(useEndpoint('rewards.claimTickets').data);
  return (
    <>
      <TicketRequestForm action={action} />
      <ClaimTicketLines action={action} tickets={tickets} />
    </>
  );
}

/** A pending ticket can be cancelled. */
const ClaimTicketLines = memo(function ClaimTicketLines({
  action,
  tickets = [],
}: {
  action: Action;
  tickets: RewardsClaimTicketsValue | undefined;
}) {
  const { t } = useTranslation();
  const language = useCurrentLanguage();
  return (
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
  );
});

/** Discount tickets: the rate off, then used or until when. */
export function DiscountTickets() {
  return (
    <DiscountLines discounts={useDeferredValue(useEndpoint('rewards.discountTickets').data)} />
  );
}

const DiscountLines = memo(function DiscountLines({
  discounts = [],
}: {
  discounts: RewardsDiscountTicketsValue | undefined;
}) {
  const { t } = useTranslation();
  const until = useUntil();
  return (
    <RewardLines
      items={discounts}
      itemKey={(d) => d.ticketId}
      line={(d) => {
        const rate = Math.round(d.discountRate * 100);
        const state = d.used ? t('promo.rewards.discounts.used') : until(d.endTime);
        return `${t('promo.rewards.discounts.item', { title: d.title, rate })} · ${state}`;
      }}
    />
  );
});

/** The extra rewards won but not applied yet: the amount, until when. */
export function ExtraRewards() {
  const { formatBackend } = useMoney();
  const extras = useEndpoint('rewards.extraRewardClaims').data;
  const answers = useMemo(() => ({ amount: formatBackend, extras }), [formatBackend, extras]);
  return <ExtraLines answers={useDeferredValue(answers)} />;
}

const ExtraLines = memo(function ExtraLines({
  answers: { amount, extras = [] },
}: {
  answers: {
    amount: (value: number) => string;
    extras: RewardsExtraRewardClaimsValue | undefined;
  };
}) {
  const until = useUntil();
  return (
    <RewardLines
      items={extras}
      itemKey={(e) => e.claimId}
      line={(e) => `${e.title} · ${amount(e.rewardAmount)} · ${until(e.endTime)}`}
    />
  );
});

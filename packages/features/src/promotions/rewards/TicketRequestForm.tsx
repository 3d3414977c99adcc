import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { callEndpoint, useEndpoint } from '@wl/core';
import { SelectField } from '@wl/widgets/forms';
import type { useRewardAction } from './use-reward-action.js';

/**
 * Opens a claim ticket: the player picks one of the promotions the operator reviews by ticket
 * (those with a ticket already pending are left out) and asks for it; the new ticket joins the
 * list below, pending review. docs/product/member.md#reward-centre
 */
export function TicketRequestForm({ action }: { action: ReturnType<typeof useRewardAction> }) {
  const { t } = useTranslation();
  const promotions = useEndpoint('rewards.ticketPromotions').data;
  const [picked, setPicked] = useState<number | null>(null);
  if (promotions === undefined) return null;
  const eligible = promotions.filter((promotion) => !promotion.ticketOpen);
  if (eligible.length === 0)
    return <p className="text-sm">{t('promo.rewards.tickets.noneToClaim')}</p>;
  const chosen = eligible.find((p) => p.promotionId === picked) ?? eligible[0];

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (chosen === undefined) return;
    void action.run(async () => {
      const ticket = await callEndpoint('rewards.claimTicket', {
        body: { promotionId: chosen.promotionId },
      });
      return t('promo.rewards.tickets.opened', { title: ticket.title });
    });
  };

  return (
    <form
      onSubmit={submit}
      className="flex flex-col gap-2 sm:flex-row sm:items-end"
      aria-label={t('promo.rewards.tickets.request')}
    >
      <div className="min-w-0 flex-1 [&>div]:mb-0">
        <SelectField
          label={t('promo.rewards.tickets.promotion')}
          value={chosen?.promotionId ?? ''}
          options={eligible.map((p) => ({ value: p.promotionId, label: p.title }))}
          onChange={(value) => setPicked(Number(value))}
        />
      </div>
      <button type="submit" className="btn btn-primary" disabled={action.busy}>
        {t('promo.rewards.tickets.submit')}
      </button>
    </form>
  );
}

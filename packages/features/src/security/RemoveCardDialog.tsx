import type { FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { callEndpoint, type SecurityOverviewValue } from '@wl/core';
import { Dialog } from '@wl/widgets';
import { FormActions, FormAlert, PinField, useFormState } from '@wl/widgets/forms';
import { securityErrorText } from './error-text.js';

type Card = SecurityOverviewValue['bankCards'][number];

interface RemoveCardDialogProps {
  card: Card;
  /** The merchant uses a payment password: it is asked (and must be set). */
  paymentPassword: SecurityOverviewValue['paymentPassword'];
  onRemoved: () => void;
  onClose: () => void;
}

/**
 * Asks before removing a bound card, with the payment password where the merchant uses one; a
 * wrong password is refused in words and the card stays. docs/product/member.md#bank-cards
 */
export function RemoveCardDialog({
  card,
  paymentPassword,
  onRemoved,
  onClose,
}: RemoveCardDialogProps) {
  const { t } = useTranslation();
  const form = useFormState({ paymentPassword: '' }, (error) => securityErrorText(error, t));
  const asks = paymentPassword.enabled;

  async function submit(event: FormEvent) {
    event.preventDefault();
    const typed = form.values.paymentPassword;
    if (!form.check(asks && typed === '' ? { paymentPassword: t('security.required') } : {})) {
      return;
    }
    const done = await form.send(async () => {
      await callEndpoint('security.removeBankCard', {
        body: { bankCardId: card.id, ...(asks && { paymentPassword: typed }) },
      });
    });
    if (done) onRemoved();
  }

  return (
    <Dialog title={t('security.removeCardTitle')} onClose={onClose}>
      <p>{t('security.removeCardText', { bank: card.bankName, number: card.maskedNumber })}</p>
      {asks && !paymentPassword.isSet ? (
        <p className="mt-3 text-sm">{t('security.errors.paymentPasswordRequired')}</p>
      ) : (
        <form noValidate className="mt-3" onSubmit={(event) => void submit(event)}>
          <FormAlert message={form.failure} />
          {asks && (
            <PinField label={t('security.paymentPassword')} {...form.field('paymentPassword')} />
          )}
          <FormActions
            dialog
            form={form}
            submit={t('security.removeCardConfirm')}
            onCancel={onClose}
          />
        </form>
      )}
    </Dialog>
  );
}

import type { FormEvent } from 'react';
import { createPortal } from 'react-dom';
import { useTranslation } from 'react-i18next';
import { callEndpoint, errorMessageIn, type PointsRewardsValue } from '@wl/core';
import { Dialog } from '@wl/widgets';
import { FormActions, FormAlert, TextField, useFormState } from '@wl/widgets/forms';
import { PasswordField } from './PasswordField.js';
import { usePointsFormat } from './use-points-format.js';

type Reward = PointsRewardsValue['content'][number];

const MAX_QUANTITY = 99;

interface RedeemDialogProps {
  reward: Reward;
  onClose: () => void;
  onRedeemed: () => void;
}

/**
 * Redeem a reward: a quantity and the account password (the call is password-checked and sealed
 * by the tenant's encryption). docs/product/member.md#points-calls
 */
export function RedeemDialog({ reward, onClose, onRedeemed }: RedeemDialogProps) {
  const { t } = useTranslation();
  const format = usePointsFormat();
  const form = useFormState({ quantity: '1', password: '' }, (failure) =>
    errorMessageIn(failure, t, 'points.errors'),
  );
  const { quantity, password } = form.values;
  const count = Number(quantity);
  const countValid = Number.isInteger(count) && count >= 1 && count <= MAX_QUANTITY;

  async function submit(event: FormEvent) {
    event.preventDefault();
    const refused = !countValid
      ? t('points.redeem.quantityInvalid', { max: MAX_QUANTITY })
      : password.trim() === ''
        ? t('points.passwordRequired')
        : null;
    form.fail(refused);
    if (refused !== null) return;
    const sent = await form.send(() =>
      callEndpoint('points.redeem', {
        body: { rewardId: reward.rewardId, quantity: count, password: password.trim() },
      }).then(() => undefined),
    );
    if (sent) onRedeemed();
  }

  return createPortal(
    <Dialog title={t('points.redeem.title', { name: reward.name })} onClose={onClose}>
      <form className="flex flex-col gap-3" onSubmit={(e) => void submit(e)} noValidate>
        <TextField
          label={t('points.redeem.quantity')}
          type="number"
          min={1}
          max={MAX_QUANTITY}
          inputMode="numeric"
          {...form.field('quantity')}
        />
        <p className="text-sm">
          {t('points.redeem.total', { points: format(countValid ? reward.cost * count : 0) })}
        </p>
        <PasswordField {...form.field('password')} />
        <FormAlert message={form.failure} />
        <FormActions dialog form={form} submit={t('points.redeem.submit')} onCancel={onClose} />
      </form>
    </Dialog>,
    document.body,
  );
}

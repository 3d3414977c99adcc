import { useId, useState, type FormEvent } from 'react';
import { createPortal } from 'react-dom';
import { useTranslation } from 'react-i18next';
import { callEndpoint, errorMessageIn, type PointsRewardsValue } from '@wl/core';
import { Dialog } from '@wl/widgets';
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
  const quantityId = useId();
  const [quantity, setQuantity] = useState('1');
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  const count = Number(quantity);
  const countValid = Number.isInteger(count) && count >= 1 && count <= MAX_QUANTITY;

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!countValid) return setError(t('points.redeem.quantityInvalid', { max: MAX_QUANTITY }));
    if (password.trim() === '') return setError(t('points.passwordRequired'));
    setSending(true);
    setError(null);
    try {
      await callEndpoint('points.redeem', {
        body: { rewardId: reward.rewardId, quantity: count, password: password.trim() },
      });
      onRedeemed();
    } catch (failure) {
      setError(errorMessageIn(failure, t, 'points.errors'));
      setSending(false);
    }
  }

  return createPortal(
    <Dialog title={t('points.redeem.title', { name: reward.name })} onClose={onClose}>
      <form className="flex flex-col gap-3" onSubmit={(e) => void submit(e)} noValidate>
        <label htmlFor={quantityId} className="font-medium">
          {t('points.redeem.quantity')}
        </label>
        <input
          id={quantityId}
          type="number"
          min={1}
          max={MAX_QUANTITY}
          inputMode="numeric"
          className="input input-bordered w-full"
          value={quantity}
          onChange={(e) => setQuantity(e.target.value)}
        />
        <p className="text-sm">
          {t('points.redeem.total', { points: format(countValid ? reward.cost * count : 0) })}
        </p>
        <PasswordField value={password} onChange={setPassword} />
        {error !== null && (
          <p role="alert" className="text-error text-sm">
            {error}
          </p>
        )}
        <div className="modal-action">
          <button type="button" className="btn" onClick={onClose}>
            {t('common.cancel')}
          </button>
          <button type="submit" className="btn btn-primary" disabled={sending}>
            {t('points.redeem.submit')}
          </button>
        </div>
      </form>
    </Dialog>,
    document.body,
  );
}

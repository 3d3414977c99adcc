import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { callEndpoint, errorMessageIn, useEndpoint, useFormatAmount } from '@wl/core';
import { PasswordField } from './PasswordField.js';
import { usePointsFormat } from './use-points-format.js';
import { usePointsRefresh } from './use-points-refresh.js';

/**
 * Convert points into wallet money at the configured rate, from the configured minimum, checked
 * with the account password (sealed by the tenant's encryption). docs/product/member.md#points-calls
 */
export function ConvertForm() {
  const { t } = useTranslation();
  const format = usePointsFormat();
  const formatAmount = useFormatAmount();
  const refresh = usePointsRefresh();
  const pointsId = useId();
  const config = useEndpoint('points.config').data;
  const [points, setPoints] = useState('');
  const [password, setPassword] = useState('');
  const [result, setResult] = useState<{ ok: boolean; text: string } | null>(null);
  const [sending, setSending] = useState(false);

  async function submit(event: FormEvent) {
    event.preventDefault();
    const amount = Number(points);
    if (points.trim() === '' || !Number.isFinite(amount) || amount <= 0) {
      return setResult({ ok: false, text: t('points.convert.pointsInvalid') });
    }
    if (config && amount < config.minConvertPoints) {
      return setResult({
        ok: false,
        text: t('points.errors.points_below_minimum', { min: format(config.minConvertPoints) }),
      });
    }
    if (password.trim() === '') return setResult({ ok: false, text: t('points.passwordRequired') });
    setSending(true);
    try {
      const value = await callEndpoint('points.convert', {
        body: { points: amount, password: password.trim() },
      });
      setResult({
        ok: true,
        text: t('points.convert.done', {
          points: format(value.points),
          amount: formatAmount(value.amount),
        }),
      });
      setPoints('');
      setPassword('');
      refresh({ wallet: true });
    } catch (failure) {
      const text = errorMessageIn(
        failure,
        (key, o) => t(key, { ...o, min: config?.minConvertPoints }),
        'points.errors',
      );
      setResult({ ok: false, text });
    } finally {
      setSending(false);
    }
  }

  return (
    <section aria-labelledby="points-convert" className="card bg-base-200">
      <form className="card-body gap-3 p-4" onSubmit={(e) => void submit(e)} noValidate>
        <h2 id="points-convert" className="card-title">
          {t('points.convert.title')}
        </h2>
        {config && (
          <p className="text-sm">
            {t('points.convert.rate', {
              points: format(config.convertRate.pointsPerUnit),
              min: format(config.minConvertPoints),
            })}
          </p>
        )}
        <label htmlFor={pointsId} className="font-medium">
          {t('points.convert.points')}
        </label>
        <input
          id={pointsId}
          type="number"
          min={0}
          inputMode="decimal"
          className="input input-bordered w-full"
          value={points}
          onChange={(e) => setPoints(e.target.value)}
        />
        <PasswordField value={password} onChange={setPassword} />
        {result && (
          <p
            role={result.ok ? 'status' : 'alert'}
            className={result.ok ? 'text-success' : 'text-error'}
          >
            {result.text}
          </p>
        )}
        <button type="submit" className="btn btn-primary self-start" disabled={sending}>
          {t('points.convert.submit')}
        </button>
      </form>
    </section>
  );
}

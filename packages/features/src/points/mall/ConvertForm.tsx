import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { callEndpoint, errorMessageIn, useEndpoint, useMoney } from '@wl/core';
import { AmountField, FormEnd, useAmountReader, useFormState } from '@wl/widgets/forms';
import { PasswordField } from './PasswordField.js';
import { usePointsFormat } from './use-points-format.js';
import { usePointsRefresh } from './use-points-refresh.js';

/**
 * Convert whole points into wallet money at the configured rate, from the configured minimum,
 * checked with the account password (sealed by the tenant's encryption); a fraction of a point is
 * refused in words. docs/product/member.md#points-calls
 */
export function ConvertForm() {
  const { t } = useTranslation();
  const format = usePointsFormat();
  const money = useMoney();
  const readPoints = useAmountReader({ decimals: 0, formatLimit: format });
  const refresh = usePointsRefresh();
  const config = useEndpoint('points.config').data;
  const form = useFormState({ points: '', password: '' }, (failure) =>
    errorMessageIn(
      failure,
      (key, o) => t(key, { ...o, min: config?.minConvertPoints }),
      'points.errors',
    ),
  );
  const { points, password } = form.values;
  const [done, setDone] = useState<string | null>(null);

  async function submit(event: FormEvent) {
    event.preventDefault();
    setDone(null);
    const reading = readPoints(points, { min: config?.minConvertPoints });
    const passwordMissing = password.trim() === '';
    const refusal = reading.ok
      ? null
      : reading.problem === 'belowMinimum' && config !== undefined
        ? t('points.errors.points_below_minimum', { min: format(config.minConvertPoints) })
        : reading.message;
    const checked = form.check({
      ...(refusal !== null && { points: refusal }),
      ...(passwordMissing && { password: t('points.passwordRequired') }),
    });
    if (!checked || !reading.ok) return;
    const amount = reading.amount;
    const sent = await form.send(async () => {
      const value = await callEndpoint('points.convert', {
        body: { points: amount, password: password.trim() },
      });
      setDone(
        t('points.convert.done', {
          points: format(value.points),
          amount: money.formatBackend(value.amount),
        }),
      );
    });
    if (!sent) return;
    form.reset();
    refresh();
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
        <AmountField
          label={t('points.convert.points')}
          unit=""
          decimals={0}
          formatLimit={format}
          min={config?.minConvertPoints}
          {...form.field('points')}
        />
        <PasswordField {...form.field('password')} />
        <FormEnd
          form={form}
          done={done}
          submit={t('points.convert.submit')}
          submitClassName="self-start"
        />
      </form>
    </section>
  );
}

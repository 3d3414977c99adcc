import { useTranslation } from 'react-i18next';
import { useEndpoint } from '@wl/core';
import { usePointsFormat } from './use-points-format.js';

/** How points are earned per type, converted and when they expire (the points configuration). */
export function PointsRules() {
  const { t } = useTranslation();
  const format = usePointsFormat();
  const { data } = useEndpoint('points.config');
  if (data === undefined) return null;
  return (
    <section aria-labelledby="points-rules" className="flex flex-col gap-2">
      <h2 id="points-rules" className="text-xl font-bold">
        {t('points.rules.title')}
      </h2>
      <ul className="list-inside list-disc text-sm">
        {data.earnRates
          .filter((rate) => rate.pointsPerUnit > 0)
          .map((rate) => (
            <li key={rate.type}>
              {t('points.rules.earn', {
                type: t(`points.type.${rate.type}`),
                points: format(rate.pointsPerUnit),
              })}
            </li>
          ))}
        <li>
          {data.expiryPeriod === null
            ? t('points.rules.noExpiry')
            : t('points.rules.expiry', { period: t(`points.period.${data.expiryPeriod}`) })}
        </li>
      </ul>
    </section>
  );
}

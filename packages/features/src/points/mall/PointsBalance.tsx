import { useTranslation } from 'react-i18next';
import { useEndpoint } from '@wl/core';
import { InlineLoader, Panel } from '@wl/widgets';
import { usePointsFormat } from './use-points-format.js';

/** The spendable points and what each points type earned. docs/product/member.md#points-types */
export function PointsBalance() {
  const { t } = useTranslation();
  const format = usePointsFormat();
  const { data } = useEndpoint('points.balance');
  return (
    <Panel title={t('points.balance.title')} bodyClassName="p-4">
      {data === undefined ? (
        <InlineLoader />
      ) : (
        <>
          <p className="text-3xl font-bold" data-testid="points-balance">
            {format(data.balance)}
          </p>
          <dl className="grid grid-cols-2 gap-x-4 gap-y-1 text-sm sm:grid-cols-4">
            {data.byType.map(({ type, points }) => (
              <div key={type} className="flex justify-between gap-2">
                <dt>{t(`points.type.${type}`)}</dt>
                <dd className="font-medium">{format(points)}</dd>
              </div>
            ))}
          </dl>
        </>
      )}
    </Panel>
  );
}

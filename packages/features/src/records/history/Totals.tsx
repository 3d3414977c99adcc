import { useTranslation } from 'react-i18next';

interface TotalsProps {
  items: readonly { label: string; value: string }[];
}

/** The totals of the whole filter, every page. docs/product/member.md#record-totals */
export function Totals({ items }: TotalsProps) {
  const { t } = useTranslation();
  return (
    <section aria-label={t('records.totals.label')}>
      <dl className="stats stats-vertical bg-base-200 w-full sm:stats-horizontal">
        {items.map((item) => (
          <div key={item.label} className="stat py-3">
            <dt className="stat-title">{item.label}</dt>
            <dd className="stat-value text-lg">{item.value}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}

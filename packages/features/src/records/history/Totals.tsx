import { useTranslation } from 'react-i18next';
import { DetailList, type Detail } from '@wl/widgets';

/** The totals of the whole filter, every page. docs/product/member.md#record-totals */
export function Totals({ items }: { items: readonly Detail[] }) {
  const { t } = useTranslation();
  return (
    <section aria-label={t('records.totals.label')}>
      <DetailList look="stats" items={items} />
    </section>
  );
}

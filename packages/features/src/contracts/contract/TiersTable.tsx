import { useTranslation } from 'react-i18next';
import type { ContractTier } from '@wl/core';
import { DataTable } from '@wl/widgets/table';
import { useFormats } from '../format.js';

/** A contract's tiers: from which base each rate applies. */
export function TiersTable({
  tiers,
  caption,
}: {
  tiers: readonly ContractTier[];
  caption: string;
}) {
  const { t } = useTranslation();
  const f = useFormats();
  return (
    <DataTable
      label={caption}
      rows={tiers}
      rowKey={(tier) => `${tier.threshold}-${tier.rate}`}
      columns={[
        {
          id: 'threshold',
          header: t('contract.tier.threshold'),
          cell: (tier) => f.money(tier.threshold),
        },
        { id: 'rate', header: t('contract.tier.rate'), cell: (tier) => f.rate(tier.rate) },
      ]}
    />
  );
}

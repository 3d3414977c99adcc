import { useTranslation } from 'react-i18next';
import type { ContractTier } from '@wl/core';
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
    <div className="overflow-x-auto">
      <table className="table table-sm">
        <caption className="sr-only">{caption}</caption>
        <thead>
          <tr>
            <th scope="col">{t('contract.tier.threshold')}</th>
            <th scope="col">{t('contract.tier.rate')}</th>
          </tr>
        </thead>
        <tbody>
          {tiers.map((tier) => (
            <tr key={`${tier.threshold}-${tier.rate}`}>
              <td>{f.money(tier.threshold)}</td>
              <td>{f.rate(tier.rate)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

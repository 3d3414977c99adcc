import { useCurrentLanguage, useMoney } from '@wl/core';
import { htmlLangOf } from '@wl/tenant-config';
import type { ColumnKind } from './report-columns.js';

/**
 * Amounts in the tenant's currency (docs/product/money.md#showing-amounts), gains signed, counts
 * as plain numbers.
 */
export function useNumberFormat(): (value: number, kind: ColumnKind) => string {
  const lng = useCurrentLanguage();
  const { formatBackend } = useMoney();
  const count = new Intl.NumberFormat(htmlLangOf(lng), { maximumFractionDigits: 0 });
  return (value, kind) =>
    kind === 'count' ? count.format(value) : formatBackend(value, { signed: kind === 'gain' });
}

import { formatMoney, minorUnitsOf, readBackendCurrency } from '@wl/tenant-config';
import { useMemo } from 'react';
import { useMerchantWallet } from '../hooks/wallet-hooks.js';
import { useCurrentLanguage } from '../i18n/use-current-language.js';
import { useTenant } from '../tenant/tenant-context.js';

/**
 * The page's money: its currency and the one formatter (docs/product/money.md). What a person
 * types is read by the kit's amount reader (`@wl/widgets/forms`), which loads with the forms.
 */
export interface Money {
  /** ISO 4217 code, from the tenant's configuration. */
  currency: string;
  /** Decimals an amount may have (VND 0, USD 2). */
  minorUnits: number;
  /** An amount in the currency's unit as the page shows it, in the page's language. */
  format: (amount: number, options?: { signed?: boolean }) => string;
  /** An amount as the backend sent it, shown: `format(fromBackend(amount))`. */
  formatBackend: (amount: number, options?: { signed?: boolean }) => string;
  /** An amount as the backend sent it, in the currency's unit (a KVND backend sends thousands). */
  fromBackend: (amount: number) => number;
  /** An amount in the currency's unit, as the backend takes it. */
  toBackend: (amount: number) => number;
}

/**
 * The currency is the tenant's (`money.currency`); the backend's wallet call may only say that
 * it counts in thousands (KVND), which `fromBackend`/`toBackend` undo.
 */
export function useMoney(): Money {
  const { money } = useTenant();
  const language = useCurrentLanguage();
  const backendName = useMerchantWallet().data?.currency ?? '';
  return useMemo(() => {
    const currency = money.currency;
    const minorUnits = minorUnitsOf(currency);
    const backend = readBackendCurrency(backendName);
    const scale = backend.code === currency ? backend.scale : 1;
    const format: Money['format'] = (amount, options) =>
      formatMoney(amount, {
        currency,
        language,
        display: money.display ?? 'full',
        signed: options?.signed ?? false,
      });
    return {
      currency,
      minorUnits,
      format,
      formatBackend: (amount, options) => format(amount * scale, options),
      fromBackend: (amount) => amount * scale,
      toBackend: (amount) => amount / scale,
    };
  }, [money.currency, money.display, language, backendName]);
}

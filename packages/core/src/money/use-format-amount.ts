import { useCallback } from 'react';
import { useMerchantWallet } from '../hooks/wallet-hooks.js';
import { useCurrentLanguage } from '../i18n/use-current-language.js';
import { formatAmount } from './format-amount.js';

/**
 * Formats amounts in the merchant's currency (from the merchant wallet call, kept for the
 * session) and the interface language. docs/product/member.md#amounts
 */
export function useFormatAmount(): (amount: number) => string {
  const language = useCurrentLanguage();
  const currency = useMerchantWallet().data?.currency ?? '';
  return useCallback(
    (amount) => formatAmount(amount, { currency, language }),
    [currency, language],
  );
}

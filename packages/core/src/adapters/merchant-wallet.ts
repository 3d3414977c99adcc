import type { ValueOf } from '@wl/api';
import { asRecord, firstBoolean, firstString } from './raw.js';
import { unexpectedValue } from './unexpected-value.js';

/** The merchant's wallet mode: single wallet (no vendor wallets, no transfers) and currency. */
export type MerchantWallet = ValueOf<'wallet.merchantWallet'>;

/** wallet.merchantWallet; isSingle may come as a boolean or 0/1. */
export function toMerchantWallet(value: unknown): MerchantWallet {
  const raw = asRecord(value);
  const isSingle = firstBoolean(raw, 'isSingle');
  if (isSingle === undefined) throw unexpectedValue('wallet.merchantWallet', value);
  return { isSingle, currency: firstString(raw, 'currency') ?? '' };
}

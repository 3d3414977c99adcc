import { asRecord, firstArray, firstNumber, firstString, isRecord } from './raw.js';
import { unexpectedValue } from './unexpected-value.js';

/** The main wallet's accountTypeId in wallet.balance. */
export const MAIN_WALLET_TYPE_ID = 2;

export interface VendorWallet {
  /** The vendor (vassalage) the wallet belongs to; null when the backend names only its id. */
  vassalage: string | null;
  accountTypeId: number | null;
  balance: number;
}

/** The account's wallets as the client shows them (docs/product/member.md). */
export interface WalletSummary {
  /** ISO code amounts are formatted with; '' when the backend does not say. */
  currency: string;
  /** Shown next to amounts; '' when the backend does not say. */
  currencySymbol: string;
  /** Every wallet together. */
  total: number;
  main: number;
  vendors: VendorWallet[];
}

function vendorWallet(item: unknown): VendorWallet | null {
  if (!isRecord(item)) return null;
  const balance = firstNumber(item, 'availBalance', 'balance', 'availableBalance');
  if (balance === undefined) return null;
  return {
    vassalage: firstString(item, 'accountTypeName', 'vassalage') ?? null,
    accountTypeId: firstNumber(item, 'accountTypeId') ?? null,
    balance,
  };
}

/**
 * wallet.balance and wallet.transfer. Public clients read sumBalance, currencySymbol and
 * balance[] of { accountTypeId, availBalance } (accountTypeId 2 the main wallet); an older answer
 * has balance as the main wallet's amount and the vendor wallets in wallets[] { vassalage, balance }.
 */
export function toWalletSummary(value: unknown): WalletSummary {
  const raw = asRecord(value);
  const list = firstArray(raw, 'balance');
  let main: number | undefined;
  let vendors: VendorWallet[];
  if (list) {
    const wallets = list.map(vendorWallet).filter((w): w is VendorWallet => w !== null);
    main = wallets.find((w) => w.accountTypeId === MAIN_WALLET_TYPE_ID)?.balance;
    vendors = wallets.filter((w) => w.accountTypeId !== MAIN_WALLET_TYPE_ID);
  } else {
    main = firstNumber(raw, 'balance', 'availBalance', 'availableBalance');
    vendors = (firstArray(raw, 'wallets') ?? [])
      .map(vendorWallet)
      .filter((w): w is VendorWallet => w !== null);
  }
  const total =
    firstNumber(raw, 'sumBalance', 'totalBalance') ??
    vendors.reduce((sum, w) => sum + w.balance, main ?? 0);
  if (main === undefined && vendors.length === 0 && firstNumber(raw, 'sumBalance') === undefined) {
    throw unexpectedValue('wallet.balance', value);
  }
  return {
    currency: firstString(raw, 'currency') ?? '',
    currencySymbol: firstString(raw, 'currencySymbol') ?? '',
    total,
    main: main ?? total,
    vendors,
  };
}

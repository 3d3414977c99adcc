import type { WalletBalance } from '@wl/api';
import { MAIN_ACCOUNT_TYPE_ID } from '../state/wallet.js';

/** The main wallet's balance in a wallet.balance value. */
export function mainBalance(value: WalletBalance): number | undefined {
  return value.balance.find((w) => w.accountTypeId === MAIN_ACCOUNT_TYPE_ID)?.availBalance;
}

/** A vendor wallet's balance in a wallet.balance value. */
export function vendorBalance(value: WalletBalance, vassalage: string): number | undefined {
  return value.balance.find((w) => w.accountTypeName === vassalage)?.availBalance;
}

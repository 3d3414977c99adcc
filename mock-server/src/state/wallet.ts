/**
 * The merchant's wallet setup (single or vendor wallets) and moves between an account's main
 * wallet and its vendor wallets. Seeded from fixtures/wallet.json; the balances themselves live on
 * the ledger, one chain per wallet (`account.balance`, `account.vendorBalances` read it).
 */
import type { WalletBalance } from '@wl/api';
import { BackendError, functionNotAvailable, requestParamError } from '../backend-error.js';
import type { Account } from './accounts.js';
import type { DepositChannel } from './deposits.js';
import {
  balanceMinor,
  MAIN_WALLET,
  move,
  requireAmount,
  toUnits,
  type LedgerState,
} from './ledger.js';
import {
  seedWithdrawals,
  type WithdrawalFixture,
  type WithdrawalsState,
} from './withdrawal-confirmations.js';

export { MAIN_WALLET };

/** The main wallet's accountTypeId in wallet.balance. */
export const MAIN_ACCOUNT_TYPE_ID = 2;

/** fixtures/wallet.json */
export interface WalletFixture {
  /** Single wallet: no vendor wallets and no transfers. */
  isSingle: boolean;
  /** Shown next to amounts, e.g. ₫. */
  currencySymbol: string;
  /** Vendor wallets every account has (vassalage codes). */
  vendors: string[];
  /** Each vendor wallet's accountTypeId in wallet.balance (the main wallet is 2). */
  accountTypeIds: Record<string, number>;
  /** Vendors whose wallet cannot move money right now. */
  maintenanceVendors: string[];
  /** Starting vendor balances by username (their opening ledger entries). */
  vendorBalances: Record<string, Record<string, number>>;
  /** Locked money (withdrawals in progress, turnover locks) by username. */
  lockedBalances: Record<string, number>;
  /** The ways to deposit. */
  depositChannels: DepositChannel[];
  /** Minutes a member has to confirm a paid-out withdrawal before it counts as received. */
  forcedReceiptMinutes: number;
  /** Paid-out withdrawals waiting for their member's confirmation. */
  withdrawals: WithdrawalFixture[];
}

export interface WalletState {
  isSingle: boolean;
  currencySymbol: string;
  vendors: string[];
  accountTypeIds: Record<string, number>;
  maintenanceVendors: Set<string>;
  /** By lower-cased username. */
  lockedBalances: Map<string, number>;
  depositChannels: DepositChannel[];
  withdrawals: WithdrawalsState;
}

/** The wallet state (the vendor balances are seeded into the ledger). */
export function seedWallet(fixture: WalletFixture, now: Date): WalletState {
  return {
    isSingle: fixture.isSingle,
    currencySymbol: fixture.currencySymbol,
    vendors: [...fixture.vendors],
    accountTypeIds: { ...fixture.accountTypeIds },
    maintenanceVendors: new Set(fixture.maintenanceVendors),
    lockedBalances: new Map(
      Object.entries(fixture.lockedBalances).map(([name, amount]) => [name.toLowerCase(), amount]),
    ),
    depositChannels: structuredClone(fixture.depositChannels),
    withdrawals: seedWithdrawals(fixture.forcedReceiptMinutes, fixture.withdrawals, now),
  };
}

/**
 * Main and vendor balances of an account (the main wallet first, accountTypeId 2); only the main
 * wallet on a single-wallet merchant. A vendor without a configured id gets one after the others.
 */
export function walletBalance(
  wallet: WalletState,
  ledger: LedgerState,
  currency: string,
  account: Account,
): WalletBalance {
  const vendors = wallet.isSingle ? [] : wallet.vendors;
  const firstFreeId = Math.max(MAIN_ACCOUNT_TYPE_ID, ...Object.values(wallet.accountTypeIds)) + 1;
  return {
    currency,
    currencySymbol: wallet.currencySymbol,
    sumBalance: availableBalance(wallet, ledger, account),
    balance: [
      { accountTypeId: MAIN_ACCOUNT_TYPE_ID, availBalance: account.balance, accountTypeName: null },
      ...vendors.map((vassalage, index) => ({
        accountTypeId: wallet.accountTypeIds[vassalage] ?? firstFreeId + index,
        availBalance: account.vendorBalances[vassalage] ?? 0,
        accountTypeName: vassalage,
      })),
    ],
  };
}

/** Sum of the main wallet and (unless the merchant has a single wallet) the vendor wallets. */
export function availableBalance(
  wallet: WalletState,
  ledger: LedgerState,
  account: Account,
): number {
  const vendors = wallet.isSingle ? [] : wallet.vendors;
  const minor = vendors.reduce(
    (sum, vendor) => sum + balanceMinor(ledger, account.username, vendor),
    balanceMinor(ledger, account.username),
  );
  return toUnits(ledger, minor);
}

export function lockedBalance(wallet: WalletState, username: string): number {
  return wallet.lockedBalances.get(username.toLowerCase()) ?? 0;
}

export interface TransferRequest {
  fromWallet: string;
  toWallet: string;
  amount: number;
}

/**
 * Moves `amount` between the main wallet and one vendor wallet: one entry on each wallet's chain.
 * Fails with transfer_same_wallet, request_param_err (no MAIN side, a vendor the merchant does not
 * have, an amount that is not above zero at the currency's precision), wallet_under_maintenance
 * or insufficient_balance.
 */
export function transfer(
  wallet: WalletState,
  ledger: LedgerState,
  account: Account,
  request: TransferRequest,
  now: Date,
): void {
  if (wallet.isSingle) throw functionNotAvailable();
  const { fromWallet, toWallet } = request;
  if (fromWallet === toWallet) throw new BackendError('transfer_same_wallet');
  if (fromWallet !== MAIN_WALLET && toWallet !== MAIN_WALLET) throw requestParamError();
  const vendor = fromWallet === MAIN_WALLET ? toWallet : fromWallet;
  if (!wallet.vendors.includes(vendor)) throw requestParamError();
  if (wallet.maintenanceVendors.has(vendor)) throw new BackendError('wallet_under_maintenance');

  const amountMinor = requireAmount(ledger, request.amount);
  const remark = `${fromWallet} → ${toWallet}`;
  move(
    ledger,
    { owner: account.username, wallet: fromWallet, remark },
    { owner: account.username, wallet: toWallet, remark },
    'TRANSFER',
    amountMinor,
    now,
  );
}

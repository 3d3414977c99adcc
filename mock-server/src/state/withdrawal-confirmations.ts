/**
 * Withdrawals and the member's confirmation of what arrived (docs/product/member.md#withdrawal-confirmation).
 * The mock's operator pays a withdrawal out as soon as it is asked for; from then the member has
 * the merchant's forcedReceiptMinutes to say what arrived, after which it counts as received.
 */
import type { WalletWithdrawalsValue } from '@wl/api';
import { toMinorUnits } from '@wl/tenant-config';
import { BackendError, requestParamError } from '../backend-error.js';
import { post, toUnits, type LedgerState, type TransactionStatus } from './ledger.js';
import { checkUploadedImages } from '../request/uploaded-images.js';

export type Withdrawal = WalletWithdrawalsValue['withdrawals'][number];
/** The card a withdrawal is paid into, as the list names it. */
type PaidInto = NonNullable<Withdrawal['bankCard']>;
type WithdrawalStatus = Withdrawal['status'];

/** fixtures/wallet.json `withdrawals`: paid-out withdrawals, asked for `minutesAgo`. */
export interface WithdrawalFixture {
  username: string;
  transactionId: string;
  amount: number;
  minutesAgo: number;
  /** The card it was paid into, when the fixture names one. */
  bankCard?: PaidInto;
}

export interface WithdrawalRecord {
  /** Lower-cased username. */
  owner: string;
  transactionId: string;
  amount: number;
  receivedAmount: number;
  requestedAt: Date;
  paidAt: Date;
  /** The member's own answer; null until they give one. */
  answer: 'RECEIVED' | 'PARTLY_RECEIVED' | 'NOT_RECEIVED' | 'ALL_RECEIVED' | null;
  hasProof: boolean;
  /** The bound card the member chose; null for seeded withdrawals that name none. */
  bankCard: PaidInto | null;
  /** When the operator gave the money back (a "not received" report upheld); null until then. */
  reversedAt: Date | null;
}

export interface WithdrawalsState {
  forcedReceiptMinutes: number;
  records: WithdrawalRecord[];
}

const MINUTE_MS = 60_000;

export function seedWithdrawals(
  forcedReceiptMinutes: number,
  fixture: readonly WithdrawalFixture[],
  now: Date,
): WithdrawalsState {
  return {
    forcedReceiptMinutes,
    records: fixture.map((w) => {
      const at = new Date(now.getTime() - w.minutesAgo * MINUTE_MS);
      return {
        owner: w.username.toLowerCase(),
        transactionId: w.transactionId,
        amount: w.amount,
        receivedAmount: 0,
        requestedAt: at,
        paidAt: at,
        answer: null,
        hasProof: false,
        bankCard: w.bankCard ?? null,
        reversedAt: null,
      };
    }),
  };
}

/** Records a withdrawal just asked for (and, in the mock, paid out at once into `bankCard`). */
export function addWithdrawal(
  state: WithdrawalsState,
  username: string,
  request: { transactionId: string; amount: number; bankCard: PaidInto; now: Date },
): void {
  state.records.push({
    owner: username.toLowerCase(),
    transactionId: request.transactionId,
    amount: request.amount,
    receivedAmount: 0,
    requestedAt: request.now,
    paidAt: request.now,
    answer: null,
    hasProof: false,
    bankCard: { ...request.bankCard },
    reversedAt: null,
  });
}

function confirmBy(state: WithdrawalsState, record: WithdrawalRecord): Date {
  return new Date(record.paidAt.getTime() + state.forcedReceiptMinutes * MINUTE_MS);
}

function statusOf(state: WithdrawalsState, record: WithdrawalRecord, now: Date): WithdrawalStatus {
  const late = now > confirmBy(state, record);
  if (record.answer === 'PARTLY_RECEIVED' && late) return 'FORCED_RECEIVED';
  if (record.answer !== null) return record.answer;
  if (now < record.paidAt) return 'PENDING';
  return late ? 'FORCED_RECEIVED' : 'AWAITING_CONFIRMATION';
}

function view(state: WithdrawalsState, record: WithdrawalRecord, now: Date): Withdrawal {
  const status = statusOf(state, record, now);
  return {
    transactionId: record.transactionId,
    amount: record.amount,
    receivedAmount: status === 'FORCED_RECEIVED' ? record.amount : record.receivedAmount,
    status,
    requestedAt: record.requestedAt.toISOString(),
    paidAt: record.paidAt.toISOString(),
    confirmBy: confirmBy(state, record).toISOString(),
    hasProof: record.hasProof,
    bankCard: record.bankCard === null ? null : { ...record.bankCard },
  };
}

/** The account's withdrawals, newest first. */
export function withdrawalsOf(state: WithdrawalsState, username: string, now: Date): Withdrawal[] {
  const owner = username.toLowerCase();
  return state.records
    .filter((r) => r.owner === owner)
    .sort((a, b) => b.requestedAt.getTime() - a.requestedAt.getTime())
    .map((r) => view(state, r, now));
}

export interface ConfirmationRequest {
  transactionId: string;
  outcome: 'RECEIVED' | 'PARTLY_RECEIVED' | 'NOT_RECEIVED' | 'ALL_RECEIVED';
  receivedAmount?: number | undefined;
  /** NOT_RECEIVED: 1 to 3 png or jpg images in base64 (checked by `checkUploadedImages`). */
  proofImages?: { name: string; data: string }[] | undefined;
}

/** Which answers a withdrawal in each status accepts. */
const ACCEPTS: Partial<Record<WithdrawalStatus, readonly ConfirmationRequest['outcome'][]>> = {
  AWAITING_CONFIRMATION: ['RECEIVED', 'PARTLY_RECEIVED', 'NOT_RECEIVED'],
  PARTLY_RECEIVED: ['ALL_RECEIVED', 'PARTLY_RECEIVED'],
};

/**
 * The member's answer about a paid-out withdrawal. Refusals: withdrawal_not_found (not theirs),
 * withdrawal_not_confirmable (not paid yet, already closed, or past its time: forced receipt),
 * amount_out_of_range (a part received that is not between 0 and what is still due),
 * proof_required (not received without a proof), image_type_invalid / image_too_large (a proof
 * that is not a png or jpg, or of 5 MB or more).
 */
export function confirmWithdrawal(
  state: WithdrawalsState,
  ledger: LedgerState,
  username: string,
  request: ConfirmationRequest,
  now: Date,
): Withdrawal {
  const record = state.records.find(
    (r) => r.owner === username.toLowerCase() && r.transactionId === request.transactionId,
  );
  if (!record) throw new BackendError('withdrawal_not_found');
  if (!(ACCEPTS[statusOf(state, record, now)] ?? []).includes(request.outcome))
    throw new BackendError('withdrawal_not_confirmable');
  switch (request.outcome) {
    case 'RECEIVED':
    case 'ALL_RECEIVED':
      record.receivedAmount = record.amount;
      break;
    case 'PARTLY_RECEIVED': {
      const minor = (amount: number) => toMinorUnits(amount, ledger.minorUnits);
      const due = minor(record.amount) - minor(record.receivedAmount);
      const part = request.receivedAmount ?? 0;
      if (part <= 0 || part >= toUnits(ledger, due)) throw new BackendError('amount_out_of_range');
      if (toUnits(ledger, minor(part)) !== part) throw requestParamError();
      record.receivedAmount = toUnits(ledger, minor(record.receivedAmount) + minor(part));
      break;
    }
    case 'NOT_RECEIVED':
      if (!request.proofImages?.length) throw new BackendError('proof_required');
      checkUploadedImages(request.proofImages);
      record.hasProof = true;
      break;
  }
  record.answer = request.outcome;
  return view(state, record, now);
}

/**
 * The status word of a withdrawal's ledger entry (docs/product/money.md#the-ledger): SUCCESS once
 * the member said it arrived in full or the time to say otherwise ran out; PENDING while it is
 * being paid, waits for the member, arrived only in part or is reported as not received (under
 * review); FAILED once the operator gave the money back.
 */
export function withdrawalEntryStatus(
  state: WithdrawalsState,
  transactionId: string,
  now: Date,
): TransactionStatus | undefined {
  const record = state.records.find((r) => r.transactionId === transactionId);
  if (!record) return undefined;
  if (record.reversedAt !== null) return 'FAILED';
  switch (statusOf(state, record, now)) {
    case 'RECEIVED':
    case 'ALL_RECEIVED':
    case 'FORCED_RECEIVED':
      return 'SUCCESS';
    case 'PENDING':
    case 'AWAITING_CONFIRMATION':
    case 'PARTLY_RECEIVED':
    case 'NOT_RECEIVED':
      return 'PENDING';
  }
}

/** Brings the status of every withdrawal's ledger entry up to `now`. */
export function syncWithdrawalEntries(
  state: WithdrawalsState,
  ledger: LedgerState,
  now: Date,
): void {
  for (const entry of ledger.entries) {
    if (entry.withdrawalId === undefined) continue;
    entry.status = withdrawalEntryStatus(state, entry.withdrawalId, now) ?? entry.status;
  }
}

/**
 * The operator upholds a "not received" report: the amount goes back to the member's main wallet
 * as a reversal entry, and the withdrawal's own entry becomes FAILED. Refusals:
 * withdrawal_not_found, withdrawal_not_confirmable (not reported as not received, or already
 * reversed).
 */
export function reverseWithdrawal(
  state: WithdrawalsState,
  ledger: LedgerState,
  transactionId: string,
  now: Date,
): Withdrawal {
  const record = state.records.find((r) => r.transactionId === transactionId);
  if (!record) throw new BackendError('withdrawal_not_found');
  if (record.answer !== 'NOT_RECEIVED' || record.reversedAt !== null)
    throw new BackendError('withdrawal_not_confirmable');
  post(
    ledger,
    {
      owner: record.owner,
      category: 'WITHDRAW',
      amountMinor: toMinorUnits(record.amount, ledger.minorUnits),
      remark: `Reversal of ${record.transactionId}`,
    },
    now,
  );
  record.reversedAt = now;
  syncWithdrawalEntries(state, ledger, now);
  return view(state, record, now);
}

/**
 * Agent contracts (dividend, daily, hourly and real-time salary) of one merchant and the request
 * flow between an upline and a direct downline agent: SIGN offers a new contract (a NEW request),
 * the downline ACCEPTs or REJECTs it, either side asks to TERMINATE and the other side answers.
 * Seeded from fixtures/contracts.json.
 */
import {
  isAgentType,
  type Contract,
  type ContractFlag,
  type ContractTier,
  type PeriodType,
} from '@wl/api';
import { minorUnitsOf } from '@wl/tenant-config';
import { BackendError, forbidden, requestParamError } from '../backend-error.js';
import { assertOfferTiers } from './contract-offer.js';
import { findAccount, isInTeam, type AccountsState } from './accounts.js';
import { recordEvent, type ContractHistoryState } from './contract-history.js';

export type ContractType = Contract['contractType'];

/** fixtures/contracts.json entry. A null upline is a contract with the merchant itself. */
export interface ContractFixture {
  contractId: number;
  contractType: ContractType;
  upline: string | null;
  downline: string;
  periodType: PeriodType | null;
  tiers: ContractTier[];
  status: Contract['status'];
  requestType: Contract['requestType'];
  /**
   * Days before the seeding day (at 00:00 UTC) the contract was offered and, when ACTIVE, came
   * into force; its periods since then are settled from the team's seeded bets. 0 when absent.
   */
  sinceDaysAgo?: number;
}

/** fixtures/contracts.json */
export interface ContractsFixture {
  contracts: ContractFixture[];
}

export interface ContractRecord extends Omit<Contract, 'upline'> {
  upline: string | null;
  /** Who asked for the pending termination. */
  terminationRequestedBy: string | null;
  /** Real-time salary: the end of the last settled 5-minute period (ISO). */
  settledThrough: string | null;
}

/** One settled period of a contract (docs/product/agent.md#settlement). */
export interface PayoutRecord {
  payoutId: number;
  contractId: number;
  contractType: ContractType;
  /** Who was paid. */
  downline: string;
  periodStart: string;
  periodEnd: string;
  base: number;
  rate: number;
  amount: number;
}

export interface ContractsState {
  list: ContractRecord[];
  nextId: number;
  payouts: PayoutRecord[];
  nextPayoutId: number;
  /** Every step of every contract (docs/product/agent.md#contract-history). */
  history: ContractHistoryState;
}

export type ContractAction = 'VIEW' | 'SIGN' | 'ACCEPT' | 'REJECT' | 'TERMINATE';

export interface ContractRequest {
  action: ContractAction;
  contractId?: number | undefined;
  downline?: string | undefined;
  tiers?: ContractTier[] | undefined;
  periodType?: PeriodType | undefined;
}

/** Contract kinds settled per period; hourly and real-time salary have no period type. */
const PERIODIC: readonly ContractType[] = ['DIVIDEND', 'DAILY_SALARY'];

const DAY_MS = 24 * 60 * 60 * 1000;

/** Contracts as seeded, not yet settled (seedMerchantState settles their past periods). */
export function seedContracts(fixture: ContractsFixture, now: Date): ContractsState {
  const today = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate());
  const history: ContractHistoryState = { events: [], nextEventId: 1 };
  return {
    payouts: [],
    nextPayoutId: 1,
    history,
    list: fixture.contracts.map(({ sinceDaysAgo, ...c }) => {
      const at = sinceDaysAgo
        ? new Date(today - sinceDaysAgo * DAY_MS).toISOString()
        : now.toISOString();
      seedHistory(history, c, at);
      return {
        ...structuredClone(c),
        createdAt: at,
        effectiveAt: c.status === 'ACTIVE' ? at : null,
        terminationRequestedBy: null,
        settledThrough: c.status === 'ACTIVE' ? at : null,
      };
    }),
    nextId: Math.max(0, ...fixture.contracts.map((c) => c.contractId)) + 1,
  };
}

/** The steps a seeded contract went through to reach its status, all at the day it was offered. */
function seedHistory(
  history: ContractHistoryState,
  c: Omit<ContractFixture, 'sinceDaysAgo'>,
  at: string,
): void {
  if (c.upline !== null) recordEvent(history, c, 'OFFERED', c.upline, at);
  if (c.status === 'REJECTED') recordEvent(history, c, 'REJECTED', c.downline, at);
  if (c.status === 'ACTIVE' || c.status === 'TERMINATED') {
    recordEvent(history, c, 'SIGNED', c.downline, at);
  }
  if (c.status === 'TERMINATED') recordEvent(history, c, 'TERMINATED', c.downline, at);
  if (c.requestType === 'TERMINATE') {
    recordEvent(history, c, 'TERMINATION_REQUESTED', c.downline, at);
  }
}

const same = (a: string | null, b: string): boolean => a?.toLowerCase() === b.toLowerCase();

/** The highest rate of a contract's tiers (what "a higher rate" compares). */
export function topRate(tiers: readonly ContractTier[]): number {
  return Math.max(0, ...tiers.map((t) => t.rate));
}

/** The contract as the API shows it; a contract with the merchant names the merchant as upline. */
export function toContract(record: ContractRecord, merchantCode: string): Contract {
  const { terminationRequestedBy: _by, settledThrough: _settled, ...contract } = record;
  return { ...contract, upline: record.upline ?? merchantCode };
}

/** The account's own contract of a kind (it is the downline) that is in force or being offered. */
export function ownContract(
  contracts: ContractsState,
  type: ContractType,
  username: string,
  statuses: readonly Contract['status'][] = ['ACTIVE'],
): ContractRecord | undefined {
  return contracts.list.findLast(
    (c) => c.contractType === type && same(c.downline, username) && statuses.includes(c.status),
  );
}

/**
 * The consolidated flag of a kind for an account, from its own contract: 0 none, 1 in force,
 * 2 new request pending, 3 termination request pending.
 */
export function contractFlag(
  contracts: ContractsState,
  type: ContractType,
  username: string,
): ContractFlag {
  const active = ownContract(contracts, type, username);
  if (active) return active.requestType === 'TERMINATE' ? 3 : 1;
  return ownContract(contracts, type, username, ['PENDING']) ? 2 : 0;
}

/** Whom a pending request waits for: the downline for NEW, the other party for TERMINATE. */
function addressee(c: ContractRecord): string | null {
  if (c.requestType === 'NEW') return c.downline;
  if (c.requestType === 'TERMINATE') {
    return same(c.terminationRequestedBy, c.downline) ? c.upline : c.downline;
  }
  return null;
}

function isParty(c: ContractRecord, username: string): boolean {
  return same(c.upline, username) || same(c.downline, username);
}

function findContract(
  contracts: ContractsState,
  type: ContractType,
  id: number | undefined,
): ContractRecord {
  if (id === undefined) throw requestParamError();
  const contract = contracts.list.find((c) => c.contractId === id && c.contractType === type);
  if (!contract) throw new BackendError('contract_not_found');
  return contract;
}

/** The request waiting for this account's answer, newest first. */
export function pendingFor(
  contracts: ContractsState,
  type: ContractType,
  username: string,
): ContractRecord | undefined {
  return contracts.list.findLast((c) => {
    if (c.contractType !== type || c.requestType === null) return false;
    if (c.status !== 'PENDING' && c.status !== 'ACTIVE') return false;
    return same(addressee(c), username);
  });
}

export interface ContractContext {
  contracts: ContractsState;
  accounts: AccountsState;
  type: ContractType;
  /** The acting agent. */
  username: string;
  now: Date;
  /** Told of each contract ended because its upline accepted one of a lower rate. */
  onAutoTerminated?: (contract: ContractRecord) => void;
}

function sign(ctx: ContractContext, request: ContractRequest): ContractRecord {
  const { contracts, accounts, type, username, now } = ctx;
  if (!request.downline) throw requestParamError();
  const downline = findAccount(accounts, request.downline);
  if (!downline || !isInTeam(accounts, username, downline.username)) throw forbidden();
  if (!same(downline.upline, username) || !isAgentType(downline.type)) {
    throw new BackendError('not_upline');
  }
  const own = ownContract(contracts, type, username);
  if (!own) throw new BackendError('contract_not_found');
  const tiers = request.tiers ?? own.tiers;
  if (request.tiers) assertOfferTiers(request.tiers, own.tiers, minorUnitsOf(accounts.currency));
  // A newer offer replaces an unanswered one to the same downline.
  for (const c of contracts.list) {
    if (c.contractType === type && c.status === 'PENDING' && same(c.downline, downline.username)) {
      c.status = 'REJECTED';
      c.requestType = null;
      recordEvent(contracts.history, c, 'REPLACED', null, now.toISOString());
    }
  }
  const record: ContractRecord = {
    contractId: contracts.nextId++,
    contractType: type,
    requestType: 'NEW',
    status: 'PENDING',
    upline: own.downline,
    downline: downline.username,
    periodType: PERIODIC.includes(type) ? (request.periodType ?? own.periodType) : null,
    tiers: structuredClone(tiers),
    createdAt: now.toISOString(),
    effectiveAt: null,
    terminationRequestedBy: null,
    settledThrough: null,
  };
  contracts.list.push(record);
  recordEvent(contracts.history, record, 'OFFERED', username, record.createdAt);
  return record;
}

/** A new contract in force: the previous one ends, and so does any downline contract paying more. */
function activate(ctx: ContractContext, contract: ContractRecord): void {
  const at = ctx.now.toISOString();
  for (const c of ctx.contracts.list) {
    if (c === contract || c.contractType !== contract.contractType) continue;
    const replaced = c.status === 'ACTIVE' && same(c.downline, contract.downline);
    const overpaid =
      (c.status === 'ACTIVE' || c.status === 'PENDING') &&
      same(c.upline, contract.downline) &&
      topRate(c.tiers) > topRate(contract.tiers);
    if (replaced || overpaid) {
      c.status = 'TERMINATED';
      c.requestType = null;
      c.terminationRequestedBy = null;
      recordEvent(ctx.contracts.history, c, replaced ? 'REPLACED' : 'AUTO_TERMINATED', null, at);
      if (!replaced) ctx.onAutoTerminated?.(c);
    }
  }
  recordEvent(ctx.contracts.history, contract, 'SIGNED', ctx.username, at);
  contract.status = 'ACTIVE';
  contract.requestType = null;
  contract.effectiveAt = at;
  contract.settledThrough = at;
}

function answer(ctx: ContractContext, request: ContractRequest): ContractRecord {
  const contract = findContract(ctx.contracts, ctx.type, request.contractId);
  if (!isParty(contract, ctx.username)) throw forbidden();
  if (contract.requestType === null) throw new BackendError('contract_not_pending');
  if (!same(addressee(contract), ctx.username)) throw forbidden();
  const accept = request.action === 'ACCEPT';
  const at = ctx.now.toISOString();
  const { history } = ctx.contracts;
  if (contract.requestType === 'NEW') {
    if (accept) activate(ctx, contract);
    else {
      contract.status = 'REJECTED';
      recordEvent(history, contract, 'REJECTED', ctx.username, at);
    }
  } else if (accept) {
    contract.status = 'TERMINATED';
    recordEvent(history, contract, 'TERMINATED', ctx.username, at);
  } else {
    recordEvent(history, contract, 'TERMINATION_REFUSED', ctx.username, at);
  }
  contract.requestType = null;
  contract.terminationRequestedBy = null;
  return contract;
}

function requestTermination(ctx: ContractContext, request: ContractRequest): ContractRecord {
  const contract = findContract(ctx.contracts, ctx.type, request.contractId);
  if (!isParty(contract, ctx.username)) throw forbidden();
  if (contract.status !== 'ACTIVE' || contract.requestType !== null) {
    throw new BackendError('contract_not_pending');
  }
  // A contract with the merchant has no one to answer: it ends at once.
  const at = ctx.now.toISOString();
  if (contract.upline === null) {
    contract.status = 'TERMINATED';
    recordEvent(ctx.contracts.history, contract, 'TERMINATED', ctx.username, at);
    return contract;
  }
  contract.requestType = 'TERMINATE';
  contract.terminationRequestedBy = ctx.username;
  recordEvent(ctx.contracts.history, contract, 'TERMINATION_REQUESTED', ctx.username, at);
  return contract;
}

function view(ctx: ContractContext, request: ContractRequest): ContractRecord | null {
  if (request.contractId === undefined)
    return pendingFor(ctx.contracts, ctx.type, ctx.username) ?? null;
  const contract = findContract(ctx.contracts, ctx.type, request.contractId);
  const visible =
    isParty(contract, ctx.username) || isInTeam(ctx.accounts, ctx.username, contract.downline);
  if (!visible) throw forbidden();
  return contract;
}

/** Runs one contract action for an agent; answers the contract concerned (or null for an empty VIEW). */
export function processContract(
  ctx: ContractContext,
  request: ContractRequest,
): ContractRecord | null {
  switch (request.action) {
    case 'VIEW':
      return view(ctx, request);
    case 'SIGN':
      return sign(ctx, request);
    case 'ACCEPT':
    case 'REJECT':
      return answer(ctx, request);
    case 'TERMINATE':
      return requestTermination(ctx, request);
  }
}

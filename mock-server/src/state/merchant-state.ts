import { seedAccounts, type AccountsState } from './accounts.js';
import { seedBets, type BetsState } from './bets.js';
import type { BigTeamFixture } from './big-team-fixture.js';
import { seedAgentAnnouncements, type AgentAnnouncement } from './agent-announcements.js';
import { seedGamesState, type GamesState } from './games-state.js';
import { seedLiveState, type LiveState } from './live-state.js';
import { seedLotteryState, type LotteryState } from './lottery-state.js';
import { seedContent, type ContentState } from './content.js';
import { seedContracts, type ContractsState } from './contracts.js';
import type { LedgerState } from './ledger.js';
import { duePayments } from './contract-settlement.js';
import { seedLedger } from './seed-ledger.js';
import { seedSecurity, type SecurityState } from './security.js';
import { seedPoints, type PointsState } from './points.js';
import { seedPromotions, type PromotionsState } from './promotions.js';
import { seedRaffles, type RafflesState } from './raffles.js';
import { seedRewards, type RewardsState } from './rewards.js';
import { seedWallet, type WalletState } from './wallet.js';
import { seedAuth, type AuthState } from './auth-state.js';
import type { TenantConfig } from '@wl/tenant-config';
import type {
  CountriesFixture,
  Fixtures,
  HelpCategoryFixture,
  LoginInfoFixture,
  MerchantStatus,
  PermissionFixture,
} from './fixture-types.js';

/** One live login: the value of `MerchantState.sessions` for a token. */
export interface SessionRecord {
  username: string;
  /** Account type: agents 1, 2, 41, 42; trial 4; anything else a member (docs/product/accounts.md#account-types). */
  type: number;
  /** Epoch milliseconds after which the token is dead (HTTP 401), however busy it is. */
  expiresAt: number;
  /** Epoch milliseconds of the token's latest call; SESSION_IDLE_MS after it the token is dead. */
  lastUsedAt: number;
  /**
   * The sign-in must change its password before anything else (first login, expired or default
   * password): every call of the session but the change and logout is refused.
   */
  passwordChange?: boolean;
}

/** Data the system endpoints answer from. */
export interface SystemState {
  helpCenter: HelpCategoryFixture[];
  countries: CountriesFixture;
  permission: PermissionFixture;
  loginInfo: LoginInfoFixture;
  /** Interface language each account chose (system.languageUpdate), by username. */
  accountLanguages: Map<string, string>;
}

/**
 * Everything the mock backend remembers about one merchant. Domains that keep state add a typed
 * field here (e.g. `member: MemberState`) and seed it in `seedMerchantState` from their fixtures.
 */
export interface MerchantState {
  tenantCode: string;
  merchantCode: string;
  /** 0 normal, 1 maintenance, 2 region restricted (blocked). */
  status: MerchantStatus;
  /** ISO date-time the maintenance ends; null when unknown or not in maintenance. */
  maintenanceEnd: string | null;
  /** Live tokens: token → session. */
  sessions: Map<string, SessionRecord>;
  system: SystemState;
  /** Members, agents and trial accounts with their main wallet. */
  accounts: AccountsState;
  /** Game catalog, favourites, recent games, launches, big wins. */
  games: GamesState;
  /** Lottery games, missions and recent lottery games. */
  lottery: LotteryState;
  /** Live-stream hosts. */
  live: LiveState;
  /** Single or vendor wallets, vendors under maintenance, locked funds. */
  wallet: WalletState;
  /** Announcements, inbox messages, received feedback. */
  content: ContentState;
  /** Every account's wallet transactions. */
  ledger: LedgerState;
  /** Every account's settled bets (the agent team reports read them). */
  bets: BetsState;
  /** Notices for agents, newest first. */
  agentAnnouncements: AgentAnnouncement[];
  /** Payment passwords and bound bank cards. */
  security: SecurityState;
  /** Points balances, rewards, redemptions. */
  points: PointsState;
  /** Agent contracts and their requests. */
  contracts: ContractsState;
  /** Raffle promotions and who claimed them. */
  raffles: RafflesState;
  /** Activities of the promotions page, applications and joins. */
  promotions: PromotionsState;
  /** Rewards centre: promotions, login rewards, tickets, withdrawals of the day. */
  rewards: RewardsState;
  /** Captchas, failed logins, password-check failures, SMS codes, trial numbering. */
  auth: AuthState;
  /** Large teams still to make: each is made when its agent first signs in. */
  bigTeams: BigTeamFixture[];
}

/** A fresh state for a tenant, from its fixtures. */
export function seedMerchantState(
  tenant: TenantConfig,
  fixtures: Fixtures,
  now: Date = new Date(),
): MerchantState {
  const accounts = seedAccounts(fixtures.accounts, now);
  const bets = seedBets(fixtures.bets, now);
  const contracts = seedContracts(fixtures.contracts, now);
  const { ledger } = accounts;
  const pay = duePayments({ contracts, accounts, ledger, bets }, now);
  seedLedger(
    accounts,
    {
      transactions: fixtures.transactions,
      bets: bets.list,
      pay,
      vendorBalances: fixtures.wallet.vendorBalances,
      withdrawals: fixtures.wallet.withdrawals,
    },
    now,
  );
  return {
    accounts,
    games: seedGamesState(fixtures.games, now),
    lottery: seedLotteryState(fixtures.lottery, now),
    live: seedLiveState(fixtures.liveModels),
    wallet: seedWallet(fixtures.wallet, now),
    content: seedContent(fixtures.announcements, fixtures.inbox),
    ledger,
    bets,
    agentAnnouncements: seedAgentAnnouncements(fixtures.agentAnnouncements, now),
    security: seedSecurity(fixtures.security, now),
    points: seedPoints(fixtures.points, now),
    contracts,
    raffles: seedRaffles(fixtures.raffles),
    promotions: seedPromotions(fixtures.promotions),
    rewards: seedRewards(fixtures.rewards),
    auth: seedAuth(fixtures.auth),
    bigTeams: structuredClone(fixtures.bigTeams.teams),
    tenantCode: tenant.code,
    merchantCode: tenant.tenant.merchantCode,
    status: fixtures.merchant.status,
    maintenanceEnd: fixtures.merchant.maintenanceEnd,
    sessions: new Map(),
    system: {
      helpCenter: structuredClone(fixtures.helpCenter),
      countries: structuredClone(fixtures.countries),
      permission: structuredClone(fixtures.permission),
      loginInfo: structuredClone(fixtures.loginInfo),
      accountLanguages: new Map(),
    },
  };
}

import type { AccountsFixture } from './accounts.js';
import type { BetsFixture } from './bets.js';
import type { BigTeamsFixture } from './big-team-fixture.js';
import type { AgentAnnouncementFixture } from './agent-announcements.js';
import type { GamesFixture } from './game-catalog.js';
import type { LiveModelFixture } from './live-state.js';
import type { LotteryFixture } from './lottery-state.js';
import type { AnnouncementFixture, InboxMessageFixture } from './content.js';
import type { ContractsFixture } from './contracts.js';
import type { TransactionFixture } from './ledger.js';
import type { SecurityFixture } from './security.js';
import type { PointsFixture } from './points.js';
import type { PromotionFixture } from './promotions.js';
import type { RaffleFixture } from './raffles.js';
import type { RewardsFixture } from './rewards.js';
import type { WalletFixture } from './wallet.js';
import type { AuthFixture } from './auth-state.js';
import type { SystemLoginInfoValue, SystemPermissionValue } from '@wl/api';

import type { LocalizedText } from './localized-text.js';

export type { LocalizedText };

export type MerchantStatus = 0 | 1 | 2;

/** fixtures/merchant.json: the merchant's site status at start. */
export interface MerchantFixture {
  status: MerchantStatus;
  /** ISO date-time; shown on the maintenance page. */
  maintenanceEnd: string | null;
}

/** fixtures/help-center.json: one category of help articles. */
export interface HelpCategoryFixture {
  id: number;
  category: LocalizedText;
  articles: { id: number; title: LocalizedText; content: LocalizedText }[];
}

/** fixtures/countries.json */
export interface CountriesFixture {
  /** Country preselected for a tenant, by the tenant's default language (e.g. VI → VN). */
  byLanguage: Partial<Record<string, string>>;
  countries: { countryCode: string; countryDialingCode: string; name: string }[];
}

/** fixtures/permission.json: the parts of system.permission not derived from the tenant. */
export interface PermissionFixture {
  /** Channels listed after the tenant's own customer-service link. */
  customerServiceChannels: SystemPermissionValue['customerService'];
  gtagId: string | null;
  /** Base URLs the client picks from at random; "/" is the site itself. */
  imageCDNs: string[];
  launchGameCDNs: string[];
}

/** fixtures/login-info.json: the login modal switches (system.loginInfo). */
export type LoginInfoFixture = SystemLoginInfoValue;

/** Every fixture file, by key. Add a key here and in FIXTURE_FILES to give a domain seed data. */
export interface Fixtures {
  merchant: MerchantFixture;
  helpCenter: HelpCategoryFixture[];
  countries: CountriesFixture;
  permission: PermissionFixture;
  loginInfo: LoginInfoFixture;
  accounts: AccountsFixture;
  games: GamesFixture;
  lottery: LotteryFixture;
  liveModels: LiveModelFixture[];
  wallet: WalletFixture;
  announcements: AnnouncementFixture[];
  inbox: InboxMessageFixture[];
  transactions: TransactionFixture[];
  bets: BetsFixture;
  agentAnnouncements: AgentAnnouncementFixture[];
  security: SecurityFixture;
  points: PointsFixture;
  contracts: ContractsFixture;
  raffles: RaffleFixture[];
  promotions: PromotionFixture[];
  rewards: RewardsFixture;
  auth: AuthFixture;
  bigTeams: BigTeamsFixture;
}

/** File name of each fixture inside fixtures/ (and fixtures/tenants/<code>/ for overrides). */
export const FIXTURE_FILES: { [K in keyof Fixtures]: string } = {
  merchant: 'merchant.json',
  helpCenter: 'help-center.json',
  countries: 'countries.json',
  permission: 'permission.json',
  loginInfo: 'login-info.json',
  accounts: 'accounts.json',
  games: 'games.json',
  lottery: 'lottery.json',
  liveModels: 'live-models.json',
  wallet: 'wallet.json',
  announcements: 'announcements.json',
  inbox: 'inbox.json',
  transactions: 'transactions.json',
  bets: 'bets.json',
  agentAnnouncements: 'agent-announcements.json',
  security: 'security.json',
  points: 'points.json',
  contracts: 'contracts.json',
  raffles: 'raffles.json',
  promotions: 'promotions.json',
  rewards: 'rewards.json',
  auth: 'auth.json',
  bigTeams: 'big-teams.json',
};

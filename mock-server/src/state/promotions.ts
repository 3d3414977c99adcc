/**
 * The activities of the promotions page and what each account did with them: applications (with
 * their review) and joins. Raffle activities take their status from the raffle claims. Seeded from
 * fixtures/promotions.json. docs/product/member.md#activity-statuses
 */
import type { PromotionsApplyValue, PromotionsListValue } from '@wl/api';
import { BackendError } from '../backend-error.js';
import { pickText, type LocalizedText } from './localized-text.js';
import type { RafflesState } from './raffles.js';

type Activity = PromotionsListValue[number];
export type ActivityStatus = Activity['status'];
export type Application = PromotionsApplyValue;

/**
 * fixtures/promotions.json entry: an activity without the account's view of it, its title and
 * content in every bundled language.
 */
export type PromotionFixture = Omit<Activity, 'status' | 'application' | 'title' | 'content'> & {
  title: LocalizedText;
  content: LocalizedText;
};

export interface ApplicationRecord extends Application {
  owner: string;
}

export interface PromotionsState {
  activities: PromotionFixture[];
  applications: ApplicationRecord[];
  nextApplicationId: number;
  /** promotionId → lower-cased usernames that joined it. */
  joins: Map<number, Set<string>>;
}

export function seedPromotions(fixture: PromotionFixture[]): PromotionsState {
  return {
    activities: structuredClone(fixture),
    applications: [],
    nextApplicationId: 1,
    joins: new Map(),
  };
}

/** COMING_SOON before its start, CLOSE after its end; null while it runs. */
function timeStatus(activity: PromotionFixture, now: Date): ActivityStatus | null {
  if (activity.startTime !== null && Date.parse(activity.startTime) > now.getTime()) {
    return 'COMING_SOON';
  }
  if (activity.endTime !== null && Date.parse(activity.endTime) <= now.getTime()) return 'CLOSE';
  return null;
}

/** The account's latest application to an activity. */
function latestApplication(
  promotions: PromotionsState,
  owner: string,
  promotionId: number,
): ApplicationRecord | undefined {
  return promotions.applications
    .filter((a) => a.owner === owner && a.promotionId === promotionId)
    .at(-1);
}

const APPLICATION_STATUS: Record<Application['status'], ActivityStatus> = {
  APPLYING: 'APPLYING',
  REJECTED: 'REJECTED',
  APPROVED: 'ISSUED',
};

function raffleStatus(raffles: RafflesState, promotionId: number, owner: string | null) {
  const raffle = raffles.promotions.find((p) => p.promotionId === promotionId);
  if (!raffle?.open) return 'CLOSE';
  if (owner !== null && raffles.claims.get(promotionId)?.has(owner)) {
    return raffle.autoIssue ? 'ISSUED' : 'CLAIMED';
  }
  return 'CLAIM';
}

/**
 * Every activity (of one category when asked) as `username` sees it, in `language` (EN when
 * missing); null for a visitor, who sees what can be done without an account's history.
 */
export function activitiesFor(
  state: { promotions: PromotionsState; raffles: RafflesState },
  username: string | null,
  category: Activity['category'] | undefined,
  now: Date,
  language: string | null,
): Activity[] {
  const owner = username?.toLowerCase() ?? null;
  return state.promotions.activities
    .filter((a) => category === undefined || a.category === category)
    .map((activity) => {
      const application =
        owner === null
          ? undefined
          : latestApplication(state.promotions, owner, activity.promotionId);
      const status = ((): ActivityStatus => {
        if (activity.kind === 'RAFFLE') {
          return raffleStatus(state.raffles, activity.promotionId, owner);
        }
        if (application) return APPLICATION_STATUS[application.status];
        if (owner !== null && state.promotions.joins.get(activity.promotionId)?.has(owner)) {
          return 'JOINED';
        }
        return timeStatus(activity, now) ?? 'JOIN';
      })();
      const { owner: _owner, ...shown } = application ?? { owner: null };
      return {
        ...activity,
        title: pickText(activity.title, language),
        content: pickText(activity.content, language),
        status,
        application: application ? (shown as Application) : null,
      };
    });
}

/** The running activity of `kind`; promotion_not_found or promotion_closed otherwise. */
function openActivity(
  promotions: PromotionsState,
  promotionId: number,
  kind: PromotionFixture['kind'],
  now: Date,
): PromotionFixture {
  const activity = promotions.activities.find((a) => a.promotionId === promotionId);
  if (!activity) throw new BackendError('promotion_not_found');
  if (activity.kind !== kind || timeStatus(activity, now) !== null) {
    throw new BackendError('promotion_closed');
  }
  return activity;
}

/** Keeps an application (APPLYING); one open application per activity and account. */
export function addApplication(
  promotions: PromotionsState,
  username: string,
  request: { promotionId: number; comment: string; imageCount: number },
  now: Date,
): ApplicationRecord {
  openActivity(promotions, request.promotionId, 'APPLY', now);
  const owner = username.toLowerCase();
  const latest = latestApplication(promotions, owner, request.promotionId);
  if (latest && latest.status !== 'REJECTED') throw new BackendError('application_already_open');
  const record: ApplicationRecord = {
    owner,
    applicationId: promotions.nextApplicationId++,
    promotionId: request.promotionId,
    status: 'APPLYING',
    comment: request.comment,
    imageCount: request.imageCount,
    remark: null,
    createdAt: now.toISOString(),
  };
  promotions.applications.push(record);
  return record;
}

/** Joins a running JOIN activity once. */
export function joinActivity(
  promotions: PromotionsState,
  username: string,
  promotionId: number,
  now: Date,
): void {
  openActivity(promotions, promotionId, 'JOIN', now);
  const joined = promotions.joins.get(promotionId) ?? new Set<string>();
  const owner = username.toLowerCase();
  if (joined.has(owner)) throw new BackendError('promotion_already_claimed');
  joined.add(owner);
  promotions.joins.set(promotionId, joined);
}

/** The operator's review of an APPLYING application: APPROVED issues the reward, REJECTED says why. */
export function reviewApplication(
  promotions: PromotionsState,
  applicationId: number,
  decision: { status: 'APPROVED' | 'REJECTED'; remark: string | null },
): Application {
  const record = promotions.applications.find((a) => a.applicationId === applicationId);
  if (!record) throw new BackendError('application_not_found');
  if (record.status !== 'APPLYING') throw new BackendError('application_not_pending');
  record.status = decision.status;
  record.remark = decision.remark;
  const { owner: _owner, ...application } = record;
  return application;
}

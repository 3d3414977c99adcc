import { ERROR_WORDS, type EndpointDef } from '@wl/api';
import { BackendError, functionNotAvailable, systemBusy, unauthorized } from '../backend-error.js';
import { ALWAYS_AVAILABLE } from '../request/availability.js';

/** Every failure a backend can cause that the client must show (docs/product/errors.md#errors), one scenario each. */
export const SCENARIO_NAMES = [
  'maintenance',
  'region-block',
  'system-busy',
  'slow-network',
  'network-failure',
  'server-error',
  'captcha-required',
  'invalid-affiliate',
  'expired-token',
  'quota-exceeded',
  'too-many-requests',
  'domain-invalid',
  'game-maintenance',
  'function-not-available',
  'sms-send-failure',
] as const;

export type ScenarioName = (typeof SCENARIO_NAMES)[number];

/** Delay of slow-network when the request does not give one. */
export const DEFAULT_SLOW_NETWORK_MS = 3000;
/** Longest delay a scenario may add: past the client's slow-load threshold, bounded. */
export const MAX_SCENARIO_DELAY_MS = 130_000;

/** Backend words (and texts) the scenarios answer with, besides the pipeline's ERROR_WORDS. */
export const SCENARIO_MESSAGES = {
  captchaRequired: 'captcha_required',
  affiliateCodeInvalid: 'affiliate_code_invalid',
  quotaNotSufficient: 'quota_not_sufficient',
  tooManyRequests: 'too_many_requests',
  domainInvalid: 'domain_invalid',
  gameMaintenance: 'game_maintenance',
  smsSendFailure: 'Failed to send the verification code, please try again later',
} as const;

/** The request a scenario looks at: its endpoint and validated (decoded) input. */
export interface ScenarioRequest {
  endpoint: EndpointDef;
  query: unknown;
  body: unknown;
}

/**
 * What a scenario does to one request it concerns:
 * - pass: nothing besides its delay (slow-network);
 * - fail: the backend answers this failure;
 * - answer: the backend answers success with this value;
 * - hang-up: the connection is dropped without an answer;
 * - status: the handler sees the merchant in this site status;
 * - no-session: the handler sees no session (the token is dead).
 */
export type ScenarioEffect =
  | { kind: 'pass' }
  | { kind: 'fail'; error: BackendError }
  | { kind: 'answer'; value: unknown }
  | { kind: 'hang-up' }
  | { kind: 'status'; status: 1 | 2 }
  | { kind: 'no-session' };

export interface ScenarioDef {
  name: ScenarioName;
  /** What the backend answers, for the state view and the README. */
  summary: string;
  /** Delay before the effect when the request to switch it on gives none. */
  defaultDelayMs: number;
  /** The effect on one request; null when the request is outside what the scenario concerns. */
  effect: (request: ScenarioRequest) => ScenarioEffect | null;
}

const fail = (error: BackendError): ScenarioEffect => ({ kind: 'fail', error });

function mayAnswer(endpoint: EndpointDef, word: string): boolean {
  return endpoint.errors?.includes(word) ?? false;
}

/** A call that sends an SMS code (login, register, password reset). */
export function isSmsSend(endpoint: EndpointDef): boolean {
  return /\/sms(\/|$)/.test(endpoint.path);
}

function siteStatus(status: 1 | 2) {
  return ({ endpoint }: ScenarioRequest): ScenarioEffect =>
    ALWAYS_AVAILABLE.has(endpoint.id) ? { kind: 'status', status } : fail(functionNotAvailable());
}

function carriesAffiliateCode(body: unknown): boolean {
  if (body === null || typeof body !== 'object') return false;
  const code = (body as { affiliateCode?: unknown }).affiliateCode;
  return typeof code === 'string' && code.trim() !== '';
}

function carriesCaptcha(body: unknown): boolean {
  if (body === null || typeof body !== 'object') return false;
  const captcha = (body as { captcha?: unknown }).captcha;
  return typeof captcha === 'string' && captcha.trim() !== '';
}

const DEFINITIONS: readonly ScenarioDef[] = [
  {
    name: 'maintenance',
    summary:
      'system.status reports 1; every call but the start-up ones answers function.not.available',
    defaultDelayMs: 0,
    effect: siteStatus(1),
  },
  {
    name: 'region-block',
    summary:
      'system.status reports 2 (permission: regionRestriction); every other call answers function.not.available',
    defaultDelayMs: 0,
    effect: siteStatus(2),
  },
  {
    name: 'system-busy',
    summary: 'HTTP 500 { success: false, message: "#727 system busy", code: 727 }',
    defaultDelayMs: 0,
    effect: () => fail(systemBusy()),
  },
  {
    name: 'slow-network',
    summary: `answers normally after delayMs (default ${DEFAULT_SLOW_NETWORK_MS} ms, at most ${MAX_SCENARIO_DELAY_MS} ms)`,
    defaultDelayMs: DEFAULT_SLOW_NETWORK_MS,
    effect: () => ({ kind: 'pass' }),
  },
  {
    name: 'network-failure',
    summary: 'the connection is dropped without an answer',
    defaultDelayMs: 0,
    effect: () => ({ kind: 'hang-up' }),
  },
  {
    name: 'server-error',
    summary: 'HTTP 500 { success: false, message: "system.error" }',
    defaultDelayMs: 0,
    effect: () => fail(new BackendError(ERROR_WORDS.systemError, { httpStatus: 500 })),
  },
  {
    name: 'captcha-required',
    summary:
      'a login without a captcha answers { success: false, message: "captcha_required", value: { captcha: true } }',
    defaultDelayMs: 0,
    effect: ({ endpoint, body }) =>
      mayAnswer(endpoint, SCENARIO_MESSAGES.captchaRequired) && !carriesCaptcha(body)
        ? fail(new BackendError(SCENARIO_MESSAGES.captchaRequired, { value: { captcha: true } }))
        : null,
  },
  {
    name: 'invalid-affiliate',
    summary:
      'member.affiliateCheck answers { valid: false }; a registration carrying an affiliateCode answers "affiliate_code_invalid"',
    defaultDelayMs: 0,
    effect: ({ endpoint, body }) => {
      if (endpoint.id === 'member.affiliateCheck')
        return { kind: 'answer', value: { valid: false } };
      return mayAnswer(endpoint, SCENARIO_MESSAGES.affiliateCodeInvalid) &&
        carriesAffiliateCode(body)
        ? fail(new BackendError(SCENARIO_MESSAGES.affiliateCodeInvalid))
        : null;
    },
  },
  {
    name: 'expired-token',
    summary:
      'every token is dead: calls that need one answer HTTP 401 "login.not.session", public calls see a visitor',
    defaultDelayMs: 0,
    effect: ({ endpoint }) =>
      endpoint.access === 'public' ? { kind: 'no-session' } : fail(unauthorized()),
  },
  {
    name: 'quota-exceeded',
    summary: 'SMS sends answer "quota_not_sufficient"',
    defaultDelayMs: 0,
    effect: ({ endpoint }) =>
      mayAnswer(endpoint, SCENARIO_MESSAGES.quotaNotSufficient)
        ? fail(new BackendError(SCENARIO_MESSAGES.quotaNotSufficient))
        : null,
  },
  {
    name: 'too-many-requests',
    summary: 'SMS sends answer "too_many_requests" (try again after 5 minutes)',
    defaultDelayMs: 0,
    effect: ({ endpoint }) =>
      mayAnswer(endpoint, SCENARIO_MESSAGES.tooManyRequests)
        ? fail(new BackendError(SCENARIO_MESSAGES.tooManyRequests))
        : null,
  },
  {
    name: 'domain-invalid',
    summary: 'system.domainRoute answers "domain_invalid" (domain check invalid)',
    defaultDelayMs: 0,
    effect: ({ endpoint }) =>
      endpoint.id === 'system.domainRoute'
        ? fail(new BackendError(SCENARIO_MESSAGES.domainInvalid))
        : null,
  },
  {
    name: 'game-maintenance',
    summary: 'game launches answer "game_maintenance"',
    defaultDelayMs: 0,
    effect: ({ endpoint }) =>
      mayAnswer(endpoint, SCENARIO_MESSAGES.gameMaintenance)
        ? fail(new BackendError(SCENARIO_MESSAGES.gameMaintenance))
        : null,
  },
  {
    name: 'function-not-available',
    summary:
      'every call but the start-up ones answers function.not.available, as when its module is off',
    defaultDelayMs: 0,
    effect: ({ endpoint }) =>
      ALWAYS_AVAILABLE.has(endpoint.id) ? null : fail(functionNotAvailable()),
  },
  {
    name: 'sms-send-failure',
    summary: `SMS sends answer the server's own text: "${SCENARIO_MESSAGES.smsSendFailure}"`,
    defaultDelayMs: 0,
    effect: ({ endpoint }) =>
      isSmsSend(endpoint) ? fail(new BackendError(SCENARIO_MESSAGES.smsSendFailure)) : null,
  },
];

/** The scenarios by name. */
export const SCENARIOS: Readonly<Record<ScenarioName, ScenarioDef>> = Object.fromEntries(
  DEFINITIONS.map((def) => [def.name, def]),
) as Record<ScenarioName, ScenarioDef>;

export function isScenarioName(value: unknown): value is ScenarioName {
  return typeof value === 'string' && (SCENARIO_NAMES as readonly string[]).includes(value);
}

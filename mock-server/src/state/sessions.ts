import { randomUUID } from 'node:crypto';
import type { MerchantState, SessionRecord } from './merchant-state.js';

/** Token lifetime of a login unless told otherwise: 2 hours, however busy (docs/product/accounts.md#sessions). */
export const DEFAULT_SESSION_TTL_MS = 2 * 60 * 60 * 1000;
/** A token that makes no call for this long dies: 30 minutes (docs/product/accounts.md#sessions). */
export const SESSION_IDLE_MS = 30 * 60 * 1000;

/** Sessions one merchant keeps at most; a login beyond ends the oldest (its token dies). */
export const MAX_SESSIONS = 10_000;

/** A live session with its token. */
export interface ActiveSession extends SessionRecord {
  token: string;
}

/** Stores a new session and returns its token; past `MAX_SESSIONS`, the oldest is dropped. */
export function openSession(
  state: MerchantState,
  account: { username: string; type: number },
  now: Date,
  ttlMs: number = DEFAULT_SESSION_TTL_MS,
): string {
  const token = randomUUID().replace(/-/g, '');
  while (state.sessions.size >= MAX_SESSIONS) {
    const oldest = state.sessions.keys().next().value;
    if (oldest === undefined) break;
    state.sessions.delete(oldest);
  }
  state.sessions.set(token, {
    username: account.username,
    type: account.type,
    expiresAt: now.getTime() + ttlMs,
    lastUsedAt: now.getTime(),
  });
  return token;
}

/**
 * The live session of a token, whose idle time starts again with this call; one past its lifetime
 * or idle for SESSION_IDLE_MS is dropped and reported as absent.
 */
export function findSession(
  state: MerchantState,
  token: string | null,
  now: Date,
): ActiveSession | null {
  if (!token) return null;
  const record = state.sessions.get(token);
  if (!record) return null;
  const at = now.getTime();
  if (record.expiresAt <= at || at - record.lastUsedAt >= SESSION_IDLE_MS) {
    state.sessions.delete(token);
    return null;
  }
  record.lastUsedAt = Math.max(record.lastUsedAt, at);
  return { token, ...record };
}

/** Whether a token's session is still live, without counting this as a call of it. */
export function sessionIsLive(state: MerchantState, token: string, now: Date): boolean {
  const record = state.sessions.get(token);
  const at = now.getTime();
  return record !== undefined && record.expiresAt > at && at - record.lastUsedAt < SESSION_IDLE_MS;
}

/** Ends a session (logout). */
export function closeSession(state: MerchantState, token: string): void {
  state.sessions.delete(token);
}

/**
 * Ends every session of an account but `keep` (a password change or reset: tokens issued with the
 * old password die; docs/product/accounts.md#sessions).
 */
export function closeOtherSessions(state: MerchantState, username: string, keep?: string): void {
  const owner = username.toLowerCase();
  for (const [token, record] of state.sessions) {
    if (token !== keep && record.username.toLowerCase() === owner) state.sessions.delete(token);
  }
}

import { randomUUID } from 'node:crypto';
import type { MerchantState, SessionRecord } from './merchant-state.js';

/** Token lifetime of a login unless told otherwise: 2 hours. */
export const DEFAULT_SESSION_TTL_MS = 2 * 60 * 60 * 1000;

/** A live session with its token. */
export interface ActiveSession extends SessionRecord {
  token: string;
}

/** Stores a new session and returns its token. */
export function openSession(
  state: MerchantState,
  account: { username: string; type: number },
  now: Date,
  ttlMs: number = DEFAULT_SESSION_TTL_MS,
): string {
  const token = randomUUID().replace(/-/g, '');
  state.sessions.set(token, {
    username: account.username,
    type: account.type,
    expiresAt: now.getTime() + ttlMs,
  });
  return token;
}

/** The live session of a token; an expired one is dropped and reported as absent. */
export function findSession(
  state: MerchantState,
  token: string | null,
  now: Date,
): ActiveSession | null {
  if (!token) return null;
  const record = state.sessions.get(token);
  if (!record) return null;
  if (record.expiresAt <= now.getTime()) {
    state.sessions.delete(token);
    return null;
  }
  return { token, ...record };
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

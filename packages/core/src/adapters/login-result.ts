import { asRecord, firstBoolean, firstNumber, firstString } from './raw.js';
import { unexpectedValue } from './unexpected-value.js';

/** A started session as the client uses it (docs/product/accounts.md). */
export interface LoginSession {
  token: string;
  /** The account id; null when the backend does not say. */
  id: number | null;
  userName: string;
  /** Account type: 0 member; 1, 2, 41, 42 agent; 4 trial. */
  type: number;
  firstTimeLogin: boolean;
  passwordExpired: boolean;
}

/**
 * The value of a successful sign-in (session.login, session.freePlay). The account type is
 * `customerType` as public clients read it, or `type` in older answers.
 */
export function toLoginSession(value: unknown): LoginSession {
  const raw = asRecord(value);
  const token = firstString(raw, 'token');
  const type = firstNumber(raw, 'customerType', 'type');
  if (!token || type === undefined) throw unexpectedValue('session.login', value);
  return {
    token,
    id: firstNumber(raw, 'id') ?? null,
    userName: firstString(raw, 'userName', 'username') ?? '',
    type,
    firstTimeLogin: firstBoolean(raw, 'firstTimeLogin') ?? false,
    passwordExpired: firstBoolean(raw, 'passwordExpired') ?? false,
  };
}

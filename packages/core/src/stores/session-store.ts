import { isAgentType, isTrialType } from '@wl/api';
import { create } from 'zustand';
import { clearSession } from '../session/clear-session.js';
import { SESSION_KEYS } from '../session/session-keys.js';
import { sessionCache } from '../session/session-cache.js';
import { readSessionToken, writeSessionToken } from '../session/session-token.js';
import { useMemberStore } from './member-store.js';

/**
 * Why a sign-in must change its password before anything else
 * (docs/product/accounts.md#password-change-first).
 */
export type PasswordChangeReason = 'firstLogin' | 'defaultPassword' | 'expired';

/** What the login answer tells about the account; kept in session storage as MC_SESSION_INFO. */
export interface SessionInfo {
  type: number;
  firstTimeLogin: boolean;
  /** The sign-in name, when the login answer gave it. */
  username?: string;
  /** Set while the sign-in must change its password; kept across reloads of the tab. */
  passwordChange?: PasswordChangeReason;
}

interface SessionFlags {
  token: string | null;
  isLogin: boolean;
  isAgent: boolean;
  isTrial: boolean;
  firstTimeLogin: boolean;
  username: string | null;
  /** While set, only the password change and logout are open to the session. */
  passwordChange: PasswordChangeReason | null;
  /**
   * The backend ended the tab's last session and the player has not yet acted on the login window
   * that says so; kept in session storage, so a reload still says it.
   */
  ended: boolean;
}

export interface SessionState extends SessionFlags {
  /**
   * Where a sign-out is taking the visitor (home, or `/agent` from the agent centre), until the
   * visitor is there: a guarded page the token has just left sends the visitor on there, not to
   * the login window (docs/product/accounts.md#logout).
   */
  leavingTo: string | null;
  /** After a successful login: stores the token and the account info, derives the flags. */
  setSession: (token: string, info: SessionInfo) => void;
  /**
   * Local part of logout (docs/product/accounts.md#logout): session storage cleared (merchant
   * kept), member info dropped; `leavingTo`, for a sign-out, where it takes the visitor.
   */
  logout: (leavingTo?: string) => void;
  /** The visitor reached where the sign-out was taking them. */
  arrived: () => void;
  /** The backend declared the token dead: logged out, and `ended` until `forgetEnded`. */
  end: () => void;
  /** The player acted on the login window that says the session ended (a new attempt, closing it). */
  forgetEnded: () => void;
  /** Re-reads session storage (after `adoptTokenFromUrl`, or another tab's login). */
  hydrate: () => void;
  /** Holds the session until its password is changed (reason), or lets it go on (null). */
  requirePasswordChange: (reason: PasswordChangeReason | null) => void;
}

function flagsOf(token: string | null, info: SessionInfo | null, ended = false): SessionFlags {
  const isLogin = token !== null;
  return {
    token,
    isLogin,
    isAgent: isLogin && info !== null && isAgentType(info.type),
    isTrial: isLogin && info !== null && isTrialType(info.type),
    firstTimeLogin: isLogin && info !== null && info.firstTimeLogin,
    username: (isLogin && info?.username) || null,
    passwordChange: (isLogin && info?.passwordChange) || null,
    ended: !isLogin && ended,
  };
}

const REASONS: readonly unknown[] = ['firstLogin', 'defaultPassword', 'expired'];

function isSessionInfo(value: unknown): value is SessionInfo {
  if (value === null || typeof value !== 'object') return false;
  const info = value as Partial<SessionInfo>;
  return typeof info.type === 'number';
}

function readStoredFlags(): SessionFlags {
  if (typeof sessionStorage === 'undefined') return flagsOf(null, null);
  const stored = sessionCache.get<unknown>(SESSION_KEYS.sessionInfo);
  const info: SessionInfo | null = isSessionInfo(stored)
    ? {
        type: stored.type,
        firstTimeLogin: stored.firstTimeLogin === true,
        ...(typeof stored.username === 'string' && { username: stored.username }),
        ...(REASONS.includes(stored.passwordChange) && {
          passwordChange: stored.passwordChange as PasswordChangeReason,
        }),
      }
    : null;
  return flagsOf(readSessionToken(), info, sessionCache.get(SESSION_KEYS.sessionEnded) === true);
}

export const useSessionStore = create<SessionState>()((set, get) => ({
  ...readStoredFlags(),
  leavingTo: null,
  setSession: (token, info) => {
    sessionCache.remove(SESSION_KEYS.sessionEnded);
    writeSessionToken(token);
    sessionCache.set<SessionInfo>(SESSION_KEYS.sessionInfo, info);
    set({ ...flagsOf(token, info), leavingTo: null });
  },
  logout: (leavingTo) => {
    clearSession();
    useMemberStore.getState().clear();
    set({ ...flagsOf(null, null), leavingTo: leavingTo ?? null });
  },
  arrived: () => {
    set({ leavingTo: null });
  },
  end: () => {
    get().logout();
    sessionCache.set(SESSION_KEYS.sessionEnded, true);
    set({ ended: true });
  },
  forgetEnded: () => {
    sessionCache.remove(SESSION_KEYS.sessionEnded);
    set({ ended: false });
  },
  hydrate: () => {
    set(readStoredFlags());
  },
  requirePasswordChange: (reason) => {
    const stored = sessionCache.get<SessionInfo>(SESSION_KEYS.sessionInfo);
    if (stored === null || typeof stored !== 'object') return;
    const { passwordChange: _previous, ...rest } = stored;
    sessionCache.set<SessionInfo>(
      SESSION_KEYS.sessionInfo,
      reason === null ? rest : { ...rest, passwordChange: reason },
    );
    set(readStoredFlags());
  },
}));

/**
 * What every launch shares (docs/product/games.md#launch-branches): the session gate (visitors get
 * the login modal, trial accounts the "register an account first" window) and opening the address a
 * launch call answers, in this tab or a new window as the tenant sets.
 */
import { ApiError } from '../api/api-error.js';
import { memberGate } from '../account/member-gate.js';
import { useModalStore } from '../stores/modal-store.js';
import { resolveOnCdn } from './cdn.js';

/** Where a started game opens: this tab, or a new window (the tenant's `gameLaunch.openIn`). */
export type LaunchOpenIn = 'currentTab' | 'newWindow';

/** What a launch did, for callers that react to it (close a menu, stop a spinner). */
export type LaunchOutcome =
  | 'login'
  | 'trial'
  | 'passwordChange'
  | 'route'
  | 'vendorGames'
  | 'maintenance'
  | 'launched'
  | 'failed';

/** Where an answered address opens and on which launch host a relative one lies. */
export interface OpenEnvironment {
  openIn: LaunchOpenIn;
  /** The launch host picked from the start-up data (`useCdnHosts`). */
  launchCdn?: string | undefined;
}

/** Opens the `notice` modal with a dictionary key (or the backend's own text). */
export function showNotice(messageKey: string, message?: string | null): void {
  useModalStore
    .getState()
    .open('notice', { tone: 'warning', messageKey, ...(message ? { message } : {}) });
}

/**
 * Who may launch: the member gate (a visitor gets the login modal, a trial account the "Please
 * Register An Account First" window); anyone else passes (null).
 */
export function sessionGate(): 'login' | 'trial' | 'passwordChange' | null {
  return memberGate();
}

/** A blank window opened now, inside the click, so popup blockers let it through. */
function openBlankWindow(): Window | null {
  const opened = window.open('', '_blank');
  if (opened) opened.opener = null;
  return opened;
}

/**
 * Calls `load` for the address to open and opens it where `env` says. A failure shows its reason
 * in a notice ("Game under maintenance", the backend's message), or nothing when `silent`; an
 * address that is not http(s) is never opened. A dead token needs no notice (the login modal opens).
 */
export async function openLaunchAddress(
  load: () => Promise<string>,
  env: OpenEnvironment,
  options: { silent?: boolean } = {},
): Promise<LaunchOutcome> {
  const pending = env.openIn === 'newWindow' ? openBlankWindow() : null;
  try {
    const url = resolveOnCdn(await load(), env.launchCdn, window.location.origin);
    if (url === undefined) {
      pending?.close();
      if (options.silent !== true) showNotice('errors.invalidUrl');
      return 'failed';
    }
    if (pending) pending.location.href = url;
    else if (env.openIn === 'newWindow') window.open(url, '_blank', 'noopener');
    else window.location.assign(url);
    return 'launched';
  } catch (error) {
    pending?.close();
    if (!(error instanceof ApiError)) throw error;
    if (error.kind === 'unauthorized') return 'login';
    const maintenance = error.i18nKey === 'errors.gameMaintenance';
    if (options.silent !== true)
      showNotice(error.i18nKey, maintenance ? null : error.serverMessage);
    return maintenance ? 'maintenance' : 'failed';
  }
}

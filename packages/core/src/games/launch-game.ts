import type { LanguageCode } from '@wl/tenant-config';
import { ApiError } from '../api/api-error.js';
import { callEndpoint } from '../api/call-endpoint.js';
import { useModalStore } from '../stores/modal-store.js';
import { useSessionStore } from '../stores/session-store.js';
import { resolveOnCdn } from './cdn.js';
import { launchStepOf, type LaunchTarget } from './launch-target.js';

/** Where a started game opens: this tab, or a new window (the tenant's `gameLaunch.openIn`). */
export type LaunchOpenIn = 'currentTab' | 'newWindow';

/** What `launchGame` needs from the page. */
export interface LaunchEnvironment {
  /** Moves to an app route (the router's navigate). */
  navigate: (path: string) => void;
  language: LanguageCode;
  openIn: LaunchOpenIn;
  /** The launch host picked from the start-up data (`useCdnHosts`). */
  launchCdn?: string | undefined;
  /** Free play (`accountType` 0) instead of real money (1). */
  freePlay?: boolean;
}

/** What a launch did, for callers that react to it (close a menu, stop a spinner). */
export type LaunchOutcome =
  'login' | 'trial' | 'route' | 'vendorGames' | 'maintenance' | 'launched' | 'failed';

/** Launch mode of a game (the lottery lobby uses LOTT). docs/product/games.md#launch-call */
const GAME_LAUNCH_MODE = 'GLS';

function notice(messageKey: string, message?: string | null): void {
  useModalStore
    .getState()
    .open('notice', { tone: 'warning', messageKey, ...(message ? { message } : {}) });
}

/** A blank window opened now, inside the click, so popup blockers let it through. */
function openBlankWindow(): Window | null {
  const opened = window.open('', '_blank');
  if (opened) opened.opener = null;
  return opened;
}

async function startGame(target: LaunchTarget, env: LaunchEnvironment): Promise<LaunchOutcome> {
  const pending = env.openIn === 'newWindow' ? openBlankWindow() : null;
  try {
    const value = await callEndpoint('games.launch', {
      query: {
        launchMode: GAME_LAUNCH_MODE,
        accountType: env.freePlay === true ? 0 : 1,
        language: env.language,
        vassalage: target.vassalage,
        gameType: target.gameType,
        platform: 'html5',
        ...(target.gameCode ? { gameCode: target.gameCode } : {}),
        ...(target.nodeId !== undefined ? { nodeId: target.nodeId, gameId: target.nodeId } : {}),
      },
    });
    const answered = value.content?.game_url ?? value.url ?? '';
    const url = resolveOnCdn(answered, env.launchCdn, window.location.origin);
    if (url === undefined) {
      pending?.close();
      notice('errors.invalidUrl');
      return 'failed';
    }
    if (pending) pending.location.href = url;
    else if (env.openIn === 'newWindow') window.open(url, '_blank', 'noopener');
    else window.location.assign(url);
    return 'launched';
  } catch (error) {
    pending?.close();
    if (!(error instanceof ApiError)) throw error;
    // A dead token already cleared the session and opened the login modal.
    if (error.kind === 'unauthorized') return 'login';
    const maintenance = error.i18nKey === 'errors.gameMaintenance';
    notice(error.i18nKey, maintenance ? null : error.serverMessage);
    return maintenance ? 'maintenance' : 'failed';
  }
}

/**
 * Launches a game or a vendor (docs/product/games.md#launch-branches): a visitor gets the login
 * modal and nothing else; a trial account the "register a real account" notice; a member goes to
 * the lottery screens, the slot list of an RNG vendor or a VASSALAGE vendor's popup game list, or
 * the game starts (launch call; its address opens in this tab or a new window as the tenant sets).
 * Failures show a notice ("Game under maintenance", the backend's message, ...).
 */
export async function launchGame(
  target: LaunchTarget,
  env: LaunchEnvironment,
): Promise<LaunchOutcome> {
  const session = useSessionStore.getState();
  const modals = useModalStore.getState();
  if (!session.isLogin) {
    modals.open('login');
    return 'login';
  }
  if (session.isTrial) {
    modals.open('notice', {
      tone: 'info',
      messageKey: 'launch.in_need_true_account',
      confirmKey: 'launch.in_increase_submit',
    });
    return 'trial';
  }
  const step = launchStepOf(target);
  switch (step.kind) {
    case 'route':
      env.navigate(step.path);
      return 'route';
    case 'vendorGames':
      modals.open('vendorGames', {
        vassalage: step.vassalage,
        gameType: step.gameType,
        displayName: step.displayName,
      });
      return 'vendorGames';
    case 'maintenance':
      notice('errors.gameMaintenance');
      return 'maintenance';
    case 'launch':
      return startGame(target, env);
  }
}

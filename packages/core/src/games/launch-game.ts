import type { LanguageCode } from '@wl/tenant-config';
import { callEndpoint } from '../api/call-endpoint.js';
import { useModalStore } from '../stores/modal-store.js';
import { launchStepOf, type LaunchTarget } from './launch-target.js';
import {
  openLaunchAddress,
  sessionGate,
  showNotice,
  type LaunchOutcome,
  type OpenEnvironment,
} from './launch-window.js';

/** What `launchGame` needs from the page. */
export interface LaunchEnvironment extends OpenEnvironment {
  /** Moves to an app route (the router's navigate). */
  navigate: (path: string) => void;
  language: LanguageCode;
  /** Free play (`accountType` 0) instead of real money (1). */
  freePlay?: boolean;
}

/** Launch mode of a game (the lottery lobby uses LOTT). docs/product/games.md#launch-call */
const GAME_LAUNCH_MODE = 'GLS';

function startGame(target: LaunchTarget, env: LaunchEnvironment): Promise<LaunchOutcome> {
  return openLaunchAddress(async () => {
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
    return value.content?.game_url ?? value.url ?? '';
  }, env);
}

/**
 * Launches a game or a vendor (docs/product/games.md#launch-branches): a visitor gets the login
 * modal and nothing else; a trial account the "register an account first" window; a member goes to
 * the lottery screens, the slot list of an RNG vendor or a VASSALAGE vendor's popup game list, or
 * the game starts (launch call; its address opens in this tab or a new window as the tenant sets).
 * Failures show a notice ("Game under maintenance", the backend's message, ...).
 */
export async function launchGame(
  target: LaunchTarget,
  env: LaunchEnvironment,
): Promise<LaunchOutcome> {
  const gate = sessionGate();
  if (gate !== null) return gate;
  const modals = useModalStore.getState();
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
      showNotice('errors.gameMaintenance');
      return 'maintenance';
    case 'launch':
      return startGame(target, env);
  }
}

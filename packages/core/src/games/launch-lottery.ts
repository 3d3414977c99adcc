import type { PrizeMode } from '@wl/api';
import type { LanguageCode } from '@wl/tenant-config';
import { callEndpoint } from '../api/call-endpoint.js';
import {
  openLaunchAddress,
  sessionGate,
  type LaunchOutcome,
  type OpenEnvironment,
} from './launch-window.js';

/** Launch mode of the lottery lobby. docs/product/games.md#lottery */
const LOTTERY_LAUNCH_MODE = 'LOTT';

/** What a lottery screen opens: one game's betting view, or the lobby of a prize mode. */
export interface LotteryLaunch {
  /** `VN` for the Vietnamese and the brand's lottery screens, `SEA` for Southeast Asia. */
  area: 'VN' | 'SEA';
  prizeMode: PrizeMode;
  /** The game to bet on; the lobby opens without one. */
  gameCode?: string;
  view: 'betting' | 'lobby';
}

export interface LotteryLaunchEnvironment extends OpenEnvironment {
  language: LanguageCode;
  /** Where the lottery's back button returns: this page. */
  backUrl: string;
}

/**
 * Opens the lottery (docs/product/games.md#lottery): the launch call with launchMode LOTT, the
 * area, prize mode, game, view, device WEB, back address and language; the answered address opens
 * as the tenant sets. Visitors get the login modal, trial accounts the register notice.
 */
export async function launchLottery(
  launch: LotteryLaunch,
  env: LotteryLaunchEnvironment,
): Promise<LaunchOutcome> {
  const gate = sessionGate();
  if (gate !== null) return gate;
  return openLaunchAddress(async () => {
    const value = await callEndpoint('games.launch', {
      query: {
        launchMode: LOTTERY_LAUNCH_MODE,
        lottoArea: launch.area,
        lottoPrizeMode: launch.prizeMode,
        ...(launch.gameCode !== undefined ? { lottoGameCode: launch.gameCode } : {}),
        lottoView: launch.view,
        device: 'WEB',
        backUrl: env.backUrl,
        language: env.language,
      },
    });
    return value.content?.game_url ?? value.url ?? '';
  }, env);
}

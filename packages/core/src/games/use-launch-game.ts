import { useCallback } from 'react';
import { launchGame } from './launch-game.js';
import type { LaunchOutcome } from './launch-window.js';
import type { LaunchTarget } from './launch-target.js';
import { useLaunchEnvironment } from './use-launch-environment.js';

/** Options of one launch. */
export interface LaunchOptions {
  /** Free play (`accountType` 0) instead of real money. */
  freePlay?: boolean;
}

/**
 * The launch flow for a component: `const launch = useLaunchGame(); launch(gameOrVendor)`.
 * Takes the router, the language, the tenant's `gameLaunch.openIn` (a new window by default) and
 * the launch host from the page; see `launchGame` for the branches.
 */
export function useLaunchGame(): (
  target: LaunchTarget,
  options?: LaunchOptions,
) => Promise<LaunchOutcome> {
  const env = useLaunchEnvironment();
  return useCallback(
    (target, options = {}) => launchGame(target, { ...env, freePlay: options.freePlay === true }),
    [env],
  );
}

import { useCallback } from 'react';
import { useNavigate } from 'react-router-dom';
import { useCurrentLanguage } from '../i18n/use-current-language.js';
import { useTenant } from '../tenant/tenant-context.js';
import { launchGame, type LaunchOutcome } from './launch-game.js';
import type { LaunchTarget } from './launch-target.js';
import { useCdnHosts } from './use-cdn-hosts.js';

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
  const navigate = useNavigate();
  const language = useCurrentLanguage();
  const openIn = useTenant().gameLaunch?.openIn ?? 'newWindow';
  const { launchCdn } = useCdnHosts();
  return useCallback(
    (target, options = {}) =>
      launchGame(target, {
        navigate: (path) => void navigate(path),
        language,
        openIn,
        launchCdn,
        freePlay: options.freePlay === true,
      }),
    [navigate, language, openIn, launchCdn],
  );
}

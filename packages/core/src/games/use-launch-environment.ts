import { useMemo } from 'react';
import { useNavigate } from 'react-router-dom';
import type { LanguageCode } from '@wl/tenant-config';
import { useCurrentLanguage } from '../i18n/use-current-language.js';
import { useTenant } from '../tenant/tenant-context.js';
import type { OpenEnvironment } from './launch-window.js';
import { useCdnHosts } from './use-cdn-hosts.js';

/** What a launch takes from the page: the router, the language and where addresses open. */
export interface PageLaunchEnvironment extends OpenEnvironment {
  navigate: (path: string) => void;
  language: LanguageCode;
}

/**
 * The page's launch environment: the router, the current language, the tenant's
 * `gameLaunch.openIn` (a new window by default) and the launch host from the start-up data.
 */
export function useLaunchEnvironment(): PageLaunchEnvironment {
  const navigate = useNavigate();
  const language = useCurrentLanguage();
  const openIn = useTenant().gameLaunch?.openIn ?? 'newWindow';
  const { launchCdn } = useCdnHosts();
  return useMemo(
    () => ({ navigate: (path: string) => void navigate(path), language, openIn, launchCdn }),
    [navigate, language, openIn, launchCdn],
  );
}

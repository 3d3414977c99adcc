import { createContext, useCallback, useContext, useMemo, type ReactNode } from 'react';
import { tenantAllowsModule, useModulesStore, useTenant } from '@wl/core';
import type { CentrePageName } from '@wl/paths';
import type { Centre, CentrePage } from './centre-page.js';

const CentrePagesContext = createContext<readonly CentrePage[]>([]);

/** Makes every feature's centre pages (in the order given) known to the centres. */
export function CentrePagesProvider({
  pages,
  children,
}: {
  pages: readonly CentrePage[];
  children: ReactNode;
}) {
  return <CentrePagesContext.Provider value={pages}>{children}</CentrePagesContext.Provider>;
}

/**
 * Whether a page's module lets it be offered: the tenant's flag until the whitelabel tree has
 * arrived, then the backend's (the rule of `useFeatureVisible`).
 */
function useIsOffered(): (page: CentrePage) => boolean {
  const tenant = useTenant();
  const loaded = useModulesStore((state) => state.loaded);
  const enabled = useModulesStore((state) => state.enabled);
  return useCallback(
    (page: CentrePage) =>
      page.module === undefined ||
      (loaded ? enabled[page.module] === true : tenantAllowsModule(tenant.modules, page.module)),
    [loaded, enabled, tenant.modules],
  );
}

/** The pages `centre` lists, in the order the features declare them, without those switched off. */
export function useCentrePages(centre: Centre): readonly CentrePage[] {
  const pages = useContext(CentrePagesContext);
  const offered = useIsOffered();
  return useMemo(
    () => pages.filter((page) => page.centres.includes(centre) && offered(page)),
    [pages, centre, offered],
  );
}

/** The page of that name, whichever centre lists it, or undefined when no feature provides it. */
export function useCentrePage(name: CentrePageName): CentrePage | undefined {
  const pages = useContext(CentrePagesContext);
  return pages.find((page) => page.name === name);
}

import { createContext, useCallback, useContext, useMemo, type ReactNode } from 'react';
import type { CentrePageName } from '@wl/paths';
import type { Centre, CentrePage } from './centre-page.js';
import { useCentrePageJudge } from './centre-page-judge.js';

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
 * The pages `centre` lists, in the order the features declare them, without those whose gate is
 * closed (the tenant's config until the whitelabel answer is in, then the backend's) and, on a
 * single-wallet merchant, without those that move money between wallets.
 */
export function useCentrePages(centre: Centre): readonly CentrePage[] {
  const pages = useContext(CentrePagesContext);
  const judge = useCentrePageJudge();
  return useMemo(
    () => pages.filter((page) => page.centres.includes(centre) && judge(page) !== 'closed'),
    [pages, centre, judge],
  );
}

/**
 * The page `?page=` asks `centre` for, whether or not its gate is open (a closed one then says it
 * is not available rather than giving way to another page); undefined when `centre` lists no page
 * of that name.
 */
export function useAskedCentrePage(centre: Centre, asked: string | null): CentrePage | undefined {
  const pages = useContext(CentrePagesContext);
  return pages.find((page) => page.name === asked && page.centres.includes(centre));
}

/** The page of that name, whichever centre lists it, or undefined when no feature provides it. */
export function useCentrePage(name: CentrePageName): CentrePage | undefined {
  const pages = useContext(CentrePagesContext);
  return pages.find((page) => page.name === name);
}

/** Finds a page by name, whichever centre lists it (for addresses that name one: `?page=`). */
export function useCentrePageNamed(): (name: string) => CentrePage | undefined {
  const pages = useContext(CentrePagesContext);
  return useCallback((name) => pages.find((page) => page.name === name), [pages]);
}

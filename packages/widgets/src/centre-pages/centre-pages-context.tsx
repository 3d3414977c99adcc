import { createContext, useContext, useMemo, type ReactNode } from 'react';
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

/** The pages `centre` lists, in the order the features declare them. */
export function useCentrePages(centre: Centre): readonly CentrePage[] {
  const pages = useContext(CentrePagesContext);
  return useMemo(() => pages.filter((page) => page.centres.includes(centre)), [pages, centre]);
}

/** The page of that name, whichever centre lists it, or undefined when no feature provides it. */
export function useCentrePage(name: CentrePageName): CentrePage | undefined {
  const pages = useContext(CentrePagesContext);
  return pages.find((page) => page.name === name);
}

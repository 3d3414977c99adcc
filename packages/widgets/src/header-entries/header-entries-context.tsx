import { createContext, useContext, type ReactNode } from 'react';
import type { HeaderEntries } from './header-entry.js';

const HeaderEntriesContext = createContext<HeaderEntries>({});

/** Makes the header entries of every feature (in feature order) known to the header. */
export function HeaderEntriesProvider({
  entries,
  children,
}: {
  entries: HeaderEntries;
  children: ReactNode;
}) {
  return <HeaderEntriesContext.Provider value={entries}>{children}</HeaderEntriesContext.Provider>;
}

/** The features' header entries; none outside a provider. */
export function useHeaderEntries(): HeaderEntries {
  return useContext(HeaderEntriesContext);
}

import type { ReactNode } from 'react';
import { SWRConfig } from 'swr';

/** Gives the hooks below the first answers (`seedFirstAnswers`) as SWR's fallback data. */
export function FirstAnswersProvider({
  fallback,
  children,
}: {
  fallback: Record<string, unknown>;
  children: ReactNode;
}) {
  return <SWRConfig value={{ fallback }}>{children}</SWRConfig>;
}

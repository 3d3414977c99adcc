import type { ReactNode } from 'react';
import { SWRConfig, unstable_serialize, type Middleware } from 'swr';
import { anyAdaptedSeed, anyFreshSeed, isFreshSeed } from './seeded-answers.js';

/**
 * A hook mounting while its key's seed is fresh skips its revalidation: the server's answer is as
 * fresh as a call made at start-up (a mount after that revalidates as usual).
 */
const freshSeeds: Middleware = (useSWRNext) => (key, fetcher, config) =>
  useSWRNext(
    key,
    fetcher,
    anyFreshSeed() && isFreshSeed(unstable_serialize(key))
      ? { ...config, revalidateOnMount: false }
      : config,
  );

/**
 * Gives the hooks below the first answers (`seedFirstAnswers`) as SWR's fallback data; a hook
 * that mounts while they are fresh takes them without a call (so neither a second call nor a
 * failed one replaces an answer the page already shows).
 */
export function FirstAnswersProvider({
  fallback,
  children,
}: {
  fallback: Record<string, unknown>;
  children: ReactNode;
}) {
  if (Object.keys(fallback).length === 0 && !anyAdaptedSeed()) return children;
  return <SWRConfig value={{ fallback, use: [freshSeeds] }}>{children}</SWRConfig>;
}

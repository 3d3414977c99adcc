import type { ReactNode } from 'react';
import { SWRConfig, unstable_serialize, type Middleware } from 'swr';
import { anyAdaptedSeed, hasAdaptedSeed } from './seeded-answers.js';

/**
 * How long the server's answers count as fresh: as fresh as a call the page made at start-up, so
 * a hook mounting within this time does not ask again (a mount after it revalidates as usual).
 */
const FRESH_MS = 10_000;

/** Mounts of a seeded key skip their revalidation while the seed is fresh. */
function freshSeeds(fallback: Record<string, unknown>, seededAt: number): Middleware {
  return (useSWRNext) => (key, fetcher, config) => {
    const serialized = Date.now() - seededAt < FRESH_MS ? unstable_serialize(key) : '';
    const seeded = serialized in fallback || hasAdaptedSeed(serialized);
    return useSWRNext(key, fetcher, seeded ? { ...config, revalidateOnMount: false } : config);
  };
}

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
  return (
    <SWRConfig value={{ fallback, use: [freshSeeds(fallback, Date.now())] }}>{children}</SWRConfig>
  );
}

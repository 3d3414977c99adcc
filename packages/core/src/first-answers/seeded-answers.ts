/**
 * Answers the site server inlined that a hook adapts (useAdaptedEndpoint): kept as the backend
 * gave them, under the hook's serialized SWR key, and adapted by the hook's own adapter when it
 * first asks, so the adapters load with the hooks and not with the entry.
 */
const raw = new Map<string, unknown>();
const adapted = new Map<string, unknown>();

/** Keeps the backend's `value` for the adapted hook whose key is `key`. */
export function seedAdapted(key: string, value: unknown): void {
  raw.set(key, value);
}

/** The answer kept under `key`, through `adapt` (once); undefined when none or unreadable. */
export function adaptedSeed<T>(key: string, adapt: (value: unknown) => T): T | undefined {
  if (adapted.has(key)) return adapted.get(key) as T;
  if (!raw.has(key)) return undefined;
  let value: T | undefined;
  try {
    value = adapt(raw.get(key));
  } catch {
    value = undefined;
  }
  adapted.set(key, value);
  return value;
}

/** Whether any adapted answer was kept (the hooks skip the lookup otherwise). */
export function anyAdaptedSeed(): boolean {
  return raw.size > 0;
}

/** Every key the server's answers were seeded under, and when. */
const seededKeys = new Set<string>();
let seededAt = 0;

/** How long the server's answers count as fresh (as fresh as a call made at start-up). */
const FRESH_MS = 10_000;

/** Records the keys the server's answers were seeded under, now. */
export function markSeeded(keys: Iterable<string>): void {
  for (const key of keys) seededKeys.add(key);
  seededAt = Date.now();
}

/**
 * Whether any answer seeded from the server's is still fresh. None is with a session (the
 * answers are asked again at once) and none after 10 s: the hooks then skip serializing their
 * key for `isFreshSeed` on every render.
 */
export function anyFreshSeed(): boolean {
  return seededKeys.size > 0 && Date.now() - seededAt < FRESH_MS;
}

/** Whether `key` was seeded from the server's answers less than 10 s ago. */
export function isFreshSeed(key: string): boolean {
  return seededKeys.has(key) && anyFreshSeed();
}

/** Forgets every seed (the page's answers are read once, at start-up). */
export function forgetSeeds(): void {
  raw.clear();
  adapted.clear();
  seededKeys.clear();
}

/** A deterministic pseudo-random source (mulberry32), so a failing case can be replayed. */
export interface SeededRandom {
  /** A float in [0, 1). */
  next(): number;
  /** An integer in [0, n). */
  int(n: number): number;
  /** One item of a non-empty list. */
  pick<T>(items: readonly T[]): T;
  /** Up to `n` distinct items of a list, in random order. */
  sample<T>(items: readonly T[], n: number): T[];
}

/** A 32-bit seed from a string (FNV-1a), e.g. an endpoint id. */
export function seedOf(text: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193);
  }
  return hash >>> 0;
}

export function seededRandom(seed: number): SeededRandom {
  let a = seed >>> 0;
  const next = (): number => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const int = (n: number): number => Math.floor(next() * n);
  const pick = <T>(items: readonly T[]): T => {
    const item = items[int(items.length)];
    if (item === undefined) throw new Error('pick from an empty list');
    return item;
  };
  const sample = <T>(items: readonly T[], n: number): T[] => {
    const pool = [...items];
    const out: T[] = [];
    while (out.length < n && pool.length > 0) out.push(...pool.splice(int(pool.length), 1));
    return out;
  };
  return { next, int, pick, sample };
}

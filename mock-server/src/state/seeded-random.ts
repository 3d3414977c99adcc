/** Deterministic numbers for generated fixtures: the same input always gives the same data. */

/** FNV-1a 32-bit hash of a string. */
export function hashOf(text: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i += 1) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193);
  }
  return hash >>> 0;
}

/** A pseudo-random generator (mulberry32) from a 32-bit seed; yields floats in [0, 1). */
export function mulberry32(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** A pseudo-random generator (mulberry32) seeded from a string; yields floats in [0, 1). */
export function seededRandom(seed: string): () => number {
  return mulberry32(hashOf(seed));
}

/** A string of `digits` random digits. */
export function randomDigits(random: () => number, digits: number): string {
  let out = '';
  for (let i = 0; i < digits; i += 1) out += String(Math.floor(random() * 10));
  return out;
}

/** How long a public answer is served as it is before it is asked again (ms). */
export const PUBLIC_ANSWER_FRESH_MS = 5_000;

/** How long past that a kept answer is still served while a fresh one is asked (ms). */
export const PUBLIC_ANSWER_STALE_MS = 60_000;

/** Kept answers of one tenant at most (calls × languages × queries); beyond, the oldest goes. */
const MAX_KEPT = 256;

interface Kept {
  /** The answer (or `undefined` for a failed call), settled or on its way. */
  answer: Promise<unknown>;
  /** When it settled (ms since epoch); `undefined` while it is asked. */
  settledAt: number | undefined;
  refreshing: boolean;
}

/**
 * The public answers (no token, no cookie) one tenant's pages inline, kept by call, query and
 * language: a kept answer is served for `PUBLIC_ANSWER_FRESH_MS`; after that it is still served
 * while one fresh call runs in the background, for `PUBLIC_ANSWER_STALE_MS`; older, the page
 * waits for the fresh call. Requests that arrive while a call is under way share it, so the
 * backend gets at most one call per answer and period, however many pages are served. A failed
 * call is kept like an answer (the period then passes before it is asked again).
 */
export class PublicAnswerCache {
  readonly #kept = new Map<string, Kept>();
  readonly #now: () => number;
  #revision = 0;

  constructor(now: () => number = Date.now) {
    this.#now = now;
  }

  /**
   * Changes whenever a kept answer does (one arrives, a fresh one replaces it, one is dropped):
   * what was built from the answers stays true while it is the same.
   */
  get revision(): number {
    return this.#revision;
  }

  /** The answer kept under `key`, asking `ask` when there is none or it is too old. */
  get(key: string, ask: () => Promise<unknown>): Promise<unknown> {
    const kept = this.#kept.get(key);
    if (kept) {
      if (kept.settledAt === undefined) return kept.answer;
      const age = this.#now() - kept.settledAt;
      if (age < PUBLIC_ANSWER_FRESH_MS) return kept.answer;
      if (age < PUBLIC_ANSWER_FRESH_MS + PUBLIC_ANSWER_STALE_MS) {
        if (!kept.refreshing) {
          kept.refreshing = true;
          void this.#settle(ask()).then((value) => {
            this.#keep(key, {
              answer: Promise.resolve(value),
              settledAt: this.#now(),
              refreshing: false,
            });
          });
        }
        return kept.answer;
      }
    }
    const entry: Kept = {
      answer: Promise.resolve(undefined),
      settledAt: undefined,
      refreshing: false,
    };
    entry.answer = this.#settle(ask()).then((value) => {
      entry.settledAt = this.#now();
      this.#revision += 1;
      return value;
    });
    this.#keep(key, entry);
    return entry.answer;
  }

  #settle(answer: Promise<unknown>): Promise<unknown> {
    return answer.catch(() => undefined);
  }

  #keep(key: string, entry: Kept): void {
    this.#revision += 1;
    this.#kept.delete(key);
    if (this.#kept.size >= MAX_KEPT) {
      const oldest = this.#kept.keys().next().value;
      if (oldest !== undefined) this.#kept.delete(oldest);
    }
    this.#kept.set(key, entry);
  }
}

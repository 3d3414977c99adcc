import type { PublicAnswerCache } from './public-answer-cache.js';
import type { VisitorPage } from './visitor-page.js';

/** How long an assembled page is served as it is at most (ms). */
export const PAGE_KEPT_MS = 1_000;

/** Pages kept per tenant (addresses × languages × hosts); when full, a new set starts. */
const MAX_PAGES = 256;

interface Kept {
  page: VisitorPage;
  /** The answers' revision the page was built from. */
  revision: number;
  until: number;
}

/**
 * A tenant's pages assembled with their start-up answers, by host and address (path and query),
 * so that a page answered again costs no rendering: a kept page is served while none of the
 * tenant's kept answers has changed since it was built (`PublicAnswerCache.revision`) and for
 * `PAGE_KEPT_MS` at most, after which the next request assembles it again (and so asks the
 * answers, which refreshes those that are due). They are kept beside the answers they were built
 * from: an edited tenant, or answers dropped by a development control, start afresh.
 */
export class KeptPages {
  readonly #pages = new WeakMap<PublicAnswerCache, Map<string, Kept>>();
  readonly #now: () => number;

  constructor(now: () => number = () => Date.now()) {
    this.#now = now;
  }

  /** The page kept under `key` that is still true to `answers`. */
  get(answers: PublicAnswerCache, key: string): VisitorPage | undefined {
    const kept = this.#pages.get(answers)?.get(key);
    if (!kept || kept.revision !== answers.revision || this.#now() >= kept.until) return undefined;
    return kept.page;
  }

  /** Keeps `page`, built from `answers` as they were at `revision`. */
  keep(answers: PublicAnswerCache, key: string, page: VisitorPage, revision: number): void {
    let pages = this.#pages.get(answers);
    if (!pages) {
      pages = new Map();
      this.#pages.set(answers, pages);
    }
    if (pages.size >= MAX_PAGES) pages.clear();
    pages.set(key, { page, revision, until: this.#now() + PAGE_KEPT_MS });
  }
}

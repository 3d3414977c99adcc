import type { EndpointId } from '@wl/api';

/**
 * The public answers the site server asks its own backend paths for while it serves a page, and
 * inlines as JSON into index.html, so that the app's first render makes none of these calls
 * (docs/performance.md#what-was-done-for-the-first-view). Asked without a session; with one, the app
 * draws from the system answers only and asks them again at once.
 */
export interface FirstAnswers {
  /** The language the answers were asked in (the `Language` header); they count only for it. */
  language: string;
  /** The value of each start-up call, as the backend's envelope held it. */
  answers: Partial<Record<FirstAnswerId, unknown>>;
  /**
   * The calls the page's sections make at their first render (declared by their widgets,
   * `firstAnswers` in the widget's `server.ts`): each as the section's hook asks it, and its value.
   */
  calls?: SectionAnswer[];
  /** The image host the server picked from the permission info (and preloaded images from). */
  imageCdn?: string;
  /**
   * The start-up answers the server kept for every visitor though they depend on who asks (a
   * region block is the visitor's own): drawn from at once, and asked again at once.
   */
  perVisitor?: FirstAnswerId[];
}

/** A public call a section makes at its first render, with the backend's value. */
export interface SectionAnswer {
  id: EndpointId;
  query?: Readonly<Record<string, string | number>>;
  value: unknown;
}

/** The calls every page makes at start-up without a session. */
export const FIRST_ANSWER_IDS = [
  'system.status',
  'system.whitelabel',
  'system.permission',
] as const;

export type FirstAnswerId = (typeof FIRST_ANSWER_IDS)[number];

/** Id of the `<script type="application/json">` that holds the first answers. */
export const FIRST_ANSWERS_ELEMENT_ID = 'wl-first-answers';

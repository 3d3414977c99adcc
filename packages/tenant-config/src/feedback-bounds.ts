import type { TenantFile } from './types.js';

export type FeedbackBounds = NonNullable<TenantFile['feedback']>;

/** Words a feedback text takes, unless the tenant sets its own bounds. */
export const DEFAULT_FEEDBACK_BOUNDS: FeedbackBounds = { minWords: 5, maxWords: 500 };

/** The bounds of a feedback text for a tenant. docs/product/member.md#feedback */
export function feedbackBounds(configured: TenantFile['feedback']): FeedbackBounds {
  return configured ?? DEFAULT_FEEDBACK_BOUNDS;
}

/** Scripts written without spaces between words: each character counts as a word. */
const CHARACTER_WORD = '\\p{Script=Han}\\p{Script=Hiragana}\\p{Script=Katakana}';

/**
 * A word: one Chinese or Japanese character, or a run of other letters, digits and marks
 * (apostrophes and hyphens inside it included), so "don't", "e-mail" and "Việt" are one word each.
 */
const WORD = new RegExp(
  `[${CHARACTER_WORD}]|(?:(?![${CHARACTER_WORD}])[\\p{L}\\p{N}\\p{M}])+(?:['’-](?:(?![${CHARACTER_WORD}])[\\p{L}\\p{N}\\p{M}])+)*`,
  'gu',
);

/**
 * How many words a text holds, counted the same way by the form and the backend.
 * docs/product/member.md#feedback
 */
export function countWords(text: string): number {
  return text.match(WORD)?.length ?? 0;
}

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

/** Scripts written without spaces whose words a dictionary finds (Thai, Lao, Khmer, Burmese). */
const DICTIONARY_RUN = /[\p{Script=Thai}\p{Script=Lao}\p{Script=Khmer}\p{Script=Myanmar}]+/gu;

/** The words of a Thai (Lao, Khmer, Burmese) run, by the platform's word breaker when it has one. */
function dictionaryWords(run: string): number {
  if (typeof Intl.Segmenter !== 'function') return 1;
  let words = 0;
  for (const part of new Intl.Segmenter(undefined, { granularity: 'word' }).segment(run))
    if (part.isWordLike === true) words += 1;
  return words;
}

/**
 * How many words a text holds, counted the same way by the form and the backend.
 * docs/product/member.md#feedback
 */
export function countWords(text: string): number {
  let words = 0;
  const rest = text.replace(DICTIONARY_RUN, (run) => {
    words += dictionaryWords(run);
    return ' ';
  });
  return words + (rest.match(WORD)?.length ?? 0);
}

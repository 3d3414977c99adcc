import type { LanguageCode } from '../constants.js';
import { htmlLangOf } from '../language-tags.js';

export interface Separators {
  /** The language's decimal mark ("." in English, "," in Vietnamese). */
  decimal: string;
  /** The language's digit-group mark ("," in English, "." in Vietnamese). */
  group: string;
}

const cache = new Map<LanguageCode, Separators>();

/** How numbers are written in a language, as Intl writes them. */
export function separatorsOf(language: LanguageCode): Separators {
  let found = cache.get(language);
  if (!found) {
    const parts = new Intl.NumberFormat(htmlLangOf(language)).formatToParts(1234567.5);
    found = {
      decimal: parts.find((p) => p.type === 'decimal')?.value ?? '.',
      group: parts.find((p) => p.type === 'group')?.value ?? ',',
    };
    cache.set(language, found);
  }
  return found;
}

import type { PatternKind } from './types.js';

/** A letter of the scripts people write their names in: Latin with its accents (Vietnamese
 * included), Cyrillic, Thai, Chinese, Japanese and Korean; combining accents count with their letter. */
const NAME_LETTER =
  '[A-Za-z\\u00c0-\\u00d6\\u00d8-\\u00f6\\u00f8-\\u024f\\u0300-\\u036f\\u0400-\\u0481\\u048a-\\u04ff' +
  '\\u0e01-\\u0e3a\\u0e40-\\u0e4e\\u1e00-\\u1eff\\u3040-\\u309f\\u30a0-\\u30fa\\u30fc-\\u30ff' +
  '\\u3400-\\u4dbf\\u4e00-\\u9fff\\uac00-\\ud7a3]';

/**
 * A real name (bank-card holder, payee): words of letters joined by one space, apostrophe,
 * hyphen or middle dot, or by a dot with an optional space ("J. Smith"); no digits, no markup
 * characters (< > & " …), nothing before the first letter or after the last.
 */
const REAL_NAME_PATTERN = `^${NAME_LETTER}+(?:(?:[ '\\u2019\\u00b7\\u30fb-]|\\. ?)${NAME_LETTER}+)*$`;

/**
 * Pattern kinds (docs/product/accounts.md#pattern-kinds). A register field names its kind with `x-patternId`; its `pattern` must be
 * the kind's pattern, and the translated validation message is keyed by the id. On the wire
 * (system.registerSetting) a kind is its numeric `code`: 0 any, then the kinds in this order.
 * Patterns avoid `\p{…}` so they behave the same with and without the `u` flag.
 */
export const PATTERN_KINDS = [
  { code: 0, id: '*', pattern: '*', description: 'Anything' },
  {
    code: 1,
    id: 'letterStartAlphanumeric',
    pattern: '^[A-Za-z][A-Za-z0-9]*$',
    description: 'Starts with a letter; letters and digits only',
  },
  {
    code: 2,
    id: 'lettersChinese',
    pattern: '^[A-Za-z\\u4e00-\\u9fa5]+$',
    description: 'Letters and Chinese characters',
  },
  {
    code: 3,
    id: 'email',
    pattern: '^[A-Za-z0-9._%+-]+@[A-Za-z0-9-]+(\\.[A-Za-z0-9-]+)*\\.[A-Za-z]{2,}$',
    description: 'E-mail address',
  },
  {
    code: 4,
    id: 'alphanumeric',
    pattern: '^[A-Za-z0-9]+$',
    description: 'Letters and digits without special characters',
  },
  { code: 5, id: 'digits', pattern: '^[0-9]+$', description: 'Digits only' },
  {
    code: 6,
    id: 'alphanumericUppercase',
    pattern: '^(?=.*[A-Z])[A-Za-z0-9]+$',
    description: 'Letters and digits with at least one uppercase letter',
  },
  {
    code: 7,
    id: 'englishLettersSpaces',
    pattern: '^[A-Za-z ]+$',
    description: 'English letters and spaces',
  },
  { code: 8, id: 'noSpaces', pattern: '^\\S+$', description: 'No spaces' },
  {
    code: 9,
    id: 'chineseSymbols',
    pattern: "^[\\u4e00-\\u9fa5\\u3000-\\u303f\\uff00-\\uffef\\u00b7.,'()-]+$",
    description: 'Chinese characters and symbols',
  },
  {
    code: 10,
    id: 'twoLettersSpaces',
    pattern: '^(?=(?:[^A-Za-z]*[A-Za-z]){2})[A-Za-z ]+$',
    description: 'Letters and spaces with at least two letters',
  },
  {
    code: 11,
    id: 'fullNameSpaces',
    pattern: '^\\S+(?: \\S+)+$',
    description: 'Full name: two or more words separated by single spaces',
  },
  {
    code: 12,
    id: 'korean',
    pattern: '^[\\uac00-\\ud7a3\\u1100-\\u11ff\\u3130-\\u318f]+$',
    description: 'Korean only',
  },
  { code: 13, id: 'thai', pattern: '^[\\u0e00-\\u0e7f]+$', description: 'Thai only' },
  {
    code: 14,
    id: 'thaiEnglishSpaces',
    pattern: '^[\\u0e00-\\u0e7fA-Za-z ]+$',
    description: 'Thai or English letters and spaces',
  },
  {
    code: 15,
    id: 'uppercaseSpaces',
    pattern: '^(?=.*[A-Z])[A-Z ]+$',
    description: 'Uppercase letters and spaces with at least one letter',
  },
  {
    code: 16,
    id: 'japanese',
    pattern:
      '^[\\u3040-\\u309f\\u30a0-\\u30ff\\u4e00-\\u9faf\\u3000-\\u303f\\uff01-\\uff5e\\uff66-\\uff9f]+$',
    description: 'Kanji, hiragana, katakana and full-width Japanese characters',
  },
  {
    code: 17,
    id: 'strongPassword',
    pattern: '^(?=.*[a-z])(?=.*[A-Z])(?=.*[0-9])(?=.*[^A-Za-z0-9]).+$',
    description: 'Upper- and lowercase letters, a digit and a special character',
  },
  {
    code: 18,
    id: 'realName',
    pattern: REAL_NAME_PATTERN,
    description:
      "A person's name: letters of any script, words joined by a space, apostrophe, hyphen or dot",
  },
] as const satisfies readonly PatternKind[];

export type PatternId = (typeof PATTERN_KINDS)[number]['id'];

export const PATTERN_IDS: readonly PatternId[] = PATTERN_KINDS.map((kind) => kind.id);

export function isPatternId(value: unknown): value is PatternId {
  return typeof value === 'string' && (PATTERN_IDS as readonly string[]).includes(value);
}

/** The kind with this id, or undefined. */
export function findPatternKind(id: string): PatternKind | undefined {
  return PATTERN_KINDS.find((kind) => kind.id === id);
}

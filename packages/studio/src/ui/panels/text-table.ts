import { BUNDLED_LANGUAGES } from '@wl/tenant-config';
import type { InterfaceTexts } from '../../shared/studio-api.js';

/**
 * A text cell's state: written by the tenant; an interface text its language's bundled dictionary
 * holds; missing (players would read another language, and the check may refuse it); or written
 * but the same as the English text, so probably not translated yet.
 */
export type CellState = 'written' | 'bundled' | 'missing' | 'untranslated';

export interface TextCell {
  text: string | undefined;
  state: CellState;
}

export interface TextRow {
  key: string;
  /** Whether the key is one of the interface's texts (else the tenant's own, `tenant.*`). */
  isInterface: boolean;
  cells: Record<string, TextCell>;
}

/** Which rows the Texts tab lists: the tenant's texts and what is left to write, or every text. */
export type TextsShown = 'tenant' | 'all';

export interface TextTableInput {
  /** The enabled languages, in their order. */
  languages: readonly string[];
  /** Each language's texts by dotted key (the tenant's locale file merged over `_default`'s). */
  texts: Readonly<Record<string, Readonly<Record<string, string>>>>;
  /** The interface's texts in English by dotted key. */
  english: InterfaceTexts;
  /** Interface keys whose text reads the same in every language (never untranslated). */
  neutral?: readonly string[];
  /** Keys the operator started in this session. */
  added: readonly string[];
  shown: TextsShown;
}

export interface TextTable {
  rows: TextRow[];
  /** How many texts of each language are missing and how many read as the English text. */
  counts: Record<string, { missing: number; untranslated: number }>;
}

export const isBundled = (language: string): boolean =>
  (BUNDLED_LANGUAGES as readonly string[]).includes(language);

/** Whether a language's texts hold any of the interface's: its dictionary has been started. */
export function hasStartedDictionary(
  texts: Readonly<Record<string, string>> | undefined,
  english: InterfaceTexts,
): boolean {
  return Object.keys(texts ?? {}).some((key) => key in english);
}

/**
 * The Texts tab's table: every key in every enabled language with its state, and the counts. The
 * interface's texts are rows only where a language without a bundled dictionary needs them (or
 * the tenant overrides one), unless every text is shown; a language whose dictionary is not
 * started yet counts them missing without listing them (the tab offers to start it instead).
 */
export function textTable(input: TextTableInput): TextTable {
  const { languages, texts, english, added, shown } = input;
  const neutral = new Set(input.neutral ?? []);
  const own = new Set([...languages.flatMap((lng) => Object.keys(texts[lng] ?? {})), ...added]);
  const keys = new Set([...own, ...Object.keys(english)]);
  const started = new Set(
    languages.filter((lng) => !isBundled(lng) && hasStartedDictionary(texts[lng], english)),
  );
  const counts = Object.fromEntries(languages.map((lng) => [lng, { missing: 0, untranslated: 0 }]));
  const rows: TextRow[] = [];
  for (const key of [...keys].sort()) {
    const isInterface = key in english;
    const cells: Record<string, TextCell> = {};
    let listed = !isInterface || shown === 'all';
    for (const lng of languages) {
      const text = texts[lng]?.[key];
      const reference = isInterface ? english[key] : texts.EN?.[key];
      let state: CellState;
      if (text !== undefined && text !== '')
        state =
          lng !== 'EN' && text === reference && !neutral.has(key) ? 'untranslated' : 'written';
      else if (isInterface && isBundled(lng)) state = 'bundled';
      else state = 'missing';
      cells[lng] = { text, state };
      const count = counts[lng];
      if (count && state === 'missing') count.missing += 1;
      if (count && state === 'untranslated') count.untranslated += 1;
      if (!isInterface) continue;
      if (state === 'written' && isBundled(lng)) listed = true;
      if ((state === 'missing' || state === 'untranslated') && started.has(lng)) listed = true;
    }
    if (listed || added.includes(key)) rows.push({ key, isInterface, cells });
  }
  // The tenant's own texts first, then the interface's.
  rows.sort((a, b) => Number(a.isInterface) - Number(b.isInterface));
  return { rows, counts };
}

import { BUNDLED_LANGUAGES, formatMoney, type BundledLanguage } from '@wl/tenant-config';

/** Text in the bundled languages; EN is the fallback and must be present. */
export type LocalizedText = Partial<Record<BundledLanguage, string>> & { EN: string };

/** A text the mock keeps: in every bundled language, or one text for all (a name, a number). */
export type KeptText = LocalizedText | string;

/**
 * `template` in each bundled language with its `{{name}}` filled from `values`: a number written
 * the way that language groups and marks decimals (1,500.5 in English, 1.500,5 in Vietnamese), by
 * the app's one formatter without a currency.
 */
export function fillText(
  template: LocalizedText,
  values: Record<string, string | number>,
): LocalizedText {
  const filled = (text: string, language: BundledLanguage) =>
    text.replace(/\{\{(\w+)\}\}/g, (_match, name: string) => {
      const value = values[name];
      return typeof value === 'number'
        ? formatMoney(value, { currency: '', language })
        : (value ?? '');
    });
  return Object.fromEntries(
    Object.entries(template).map(([lng, text]) => [lng, filled(text, lng as BundledLanguage)]),
  ) as LocalizedText;
}

/** The text in the caller's language among the bundled ones, EN otherwise. */
export function pickText(text: LocalizedText | string, language: string | null): string {
  if (typeof text === 'string') return text;
  const bundled = BUNDLED_LANGUAGES.find((lng) => lng === language);
  return (bundled && text[bundled]) || text.EN;
}

import { BUNDLED_LANGUAGES, type BundledLanguage } from '@wl/tenant-config';

/** Text in the bundled languages; EN is the fallback and must be present. */
export type LocalizedText = Partial<Record<BundledLanguage, string>> & { EN: string };

/** A text the mock keeps: in every bundled language, or one text for all (a name, a number). */
export type KeptText = LocalizedText | string;

/** `template` in each bundled language with its `{{name}}` filled from `values`. */
export function fillText(
  template: LocalizedText,
  values: Record<string, string | number>,
): LocalizedText {
  const filled = (text: string) =>
    text.replace(/\{\{(\w+)\}\}/g, (_match, name: string) => String(values[name] ?? ''));
  return Object.fromEntries(
    Object.entries(template).map(([lng, text]) => [lng, filled(text)]),
  ) as LocalizedText;
}

/** The text in the caller's language among the bundled ones, EN otherwise. */
export function pickText(text: LocalizedText | string, language: string | null): string {
  if (typeof text === 'string') return text;
  const bundled = BUNDLED_LANGUAGES.find((lng) => lng === language);
  return (bundled && text[bundled]) || text.EN;
}

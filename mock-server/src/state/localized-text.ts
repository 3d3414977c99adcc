import { BUNDLED_LANGUAGES, type BundledLanguage } from '@wl/tenant-config';

/** Text in the bundled languages; EN is the fallback and must be present. */
export type LocalizedText = Partial<Record<BundledLanguage, string>> & { EN: string };

/** The text in the caller's language among the bundled ones, EN otherwise. */
export function pickText(text: LocalizedText | string, language: string | null): string {
  if (typeof text === 'string') return text;
  const bundled = BUNDLED_LANGUAGES.find((lng) => lng === language);
  return (bundled && text[bundled]) || text.EN;
}

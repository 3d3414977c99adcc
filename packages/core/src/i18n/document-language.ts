import { htmlLangOf, textDirectionOf, type LanguageCode } from '@wl/tenant-config';

/** Sets `<html lang>` and `<html dir>` for the language. */
export function applyDocumentLanguage(lng: LanguageCode, doc: Document = document): void {
  doc.documentElement.lang = htmlLangOf(lng);
  doc.documentElement.dir = textDirectionOf(lng);
}

import type { LanguageCode } from '@wl/tenant-config';

/**
 * BCP 47 tags for `<html lang>`. The product's codes are not all ISO 639-1: CN and TW are
 * Simplified and Traditional Chinese, MY is Burmese (Malay is MS), TY is taken as Tagalog.
 */
const HTML_LANG: Record<LanguageCode, string> = {
  VI: 'vi',
  EN: 'en',
  CN: 'zh-CN',
  TW: 'zh-TW',
  JA: 'ja',
  TH: 'th',
  MY: 'my',
  ES: 'es',
  HI: 'hi',
  ID: 'id',
  KM: 'km',
  KO: 'ko',
  MS: 'ms',
  PT: 'pt',
  TA: 'ta',
  TY: 'tl',
  UR: 'ur',
  TR: 'tr',
  BN: 'bn',
  AR: 'ar',
  FA: 'fa',
  RU: 'ru',
  FR: 'fr',
  DE: 'de',
  IT: 'it',
  NL: 'nl',
  PL: 'pl',
  UK: 'uk',
  HE: 'he',
  EL: 'el',
  LO: 'lo',
  NE: 'ne',
  SI: 'si',
  PA: 'pa',
  TE: 'te',
  MR: 'mr',
  KN: 'kn',
  ML: 'ml',
};

const RIGHT_TO_LEFT: ReadonlySet<LanguageCode> = new Set<LanguageCode>(['AR', 'FA', 'HE', 'UR']);

export function htmlLangOf(lng: LanguageCode): string {
  return HTML_LANG[lng];
}

export function textDirectionOf(lng: LanguageCode): 'ltr' | 'rtl' {
  return RIGHT_TO_LEFT.has(lng) ? 'rtl' : 'ltr';
}

/** Sets `<html lang>` and `<html dir>` for the language. */
export function applyDocumentLanguage(lng: LanguageCode, doc: Document = document): void {
  doc.documentElement.lang = htmlLangOf(lng);
  doc.documentElement.dir = textDirectionOf(lng);
}

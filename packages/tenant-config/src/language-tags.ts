import type { LanguageCode } from './constants.js';

/**
 * BCP 47 tags for `<html lang>`, served by the site server and set by the runtime on a language
 * change (docs/architecture.md#languages). The product's codes are not all ISO 639-1: CN and TW
 * are Simplified and Traditional Chinese, MY is Burmese (Malay is MS), and TY is Tagalog, tagged
 * `fil`: `ty` would be Tahitian, and `tl` is what browsers' Intl canonicalises to `fil`. Every tag
 * is in the canonical form `Intl` uses, so dates and numbers are formatted for the same locale.
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
  TY: 'fil',
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

/** The `<html lang>` of a product language code. */
export function htmlLangOf(lng: LanguageCode): string {
  return HTML_LANG[lng];
}

export function textDirectionOf(lng: LanguageCode): 'ltr' | 'rtl' {
  return RIGHT_TO_LEFT.has(lng) ? 'rtl' : 'ltr';
}

/** Every locale code the product knows (docs/product/constants.md#languages, about 38). Only BUNDLED_LANGUAGES ship dictionaries. */
export const LANGUAGE_CODES = [
  'VI',
  'EN',
  'CN',
  'TW',
  'JA',
  'TH',
  'MY',
  'ES',
  'HI',
  'ID',
  'KM',
  'KO',
  'MS',
  'PT',
  'TA',
  'TY',
  'UR',
  'TR',
  'BN',
  'AR',
  'FA',
  'RU',
  'FR',
  'DE',
  'IT',
  'NL',
  'PL',
  'UK',
  'HE',
  'EL',
  'LO',
  'NE',
  'SI',
  'PA',
  'TE',
  'MR',
  'KN',
  'ML',
] as const;
export type LanguageCode = (typeof LANGUAGE_CODES)[number];

export const BUNDLED_LANGUAGES = [
  'VI',
  'EN',
  'CN',
  'TW',
] as const satisfies readonly LanguageCode[];
export type BundledLanguage = (typeof BUNDLED_LANGUAGES)[number];
export const DEFAULT_LANGUAGE: BundledLanguage = 'VI';

export { MODULE_IDS, type ModuleId } from './generated/module-ids.gen.js';
export { GAME_TYPES, NAV_ITEMS, type GameType, type NavItem } from './game-categories.js';

export const ENCRYPTION_MODES = ['none', 'upstream-script', 'modern'] as const;
export type EncryptionMode = (typeof ENCRYPTION_MODES)[number];

export { DAISY_THEMES, type DaisyTheme } from './daisy-themes.js';

/** Registration user fields (docs/product/accounts.md#registration-fields), including the other field labels a register form may show. */
export const REGISTER_FIELDS = [
  'username',
  'password',
  'confirmPassword',
  'payeeName',
  'email',
  'qqNum',
  'mobileNum',
  'recommenderId',
  'captcha',
  'verificationCode',
  'affiliateCode',
  'paymentPassword',
  'line',
  'whatsapp',
  'facebook',
  'wechat',
  'idNumber',
  'referralCode',
  'domain',
  'countryDialingCode',
  'verifyPwd',
  'nickname',
  'fullname',
  'telegram',
  'birthday',
  'zalo',
] as const;
export type RegisterField = (typeof REGISTER_FIELDS)[number];

/** The folder every tenant inherits from. */
export const DEFAULT_TENANT_FOLDER = '_default';

/** A tenant folder name (also its `<code>.localhost` host label). */
export const TENANT_CODE_PATTERN = /^[a-z][a-z0-9-]{1,30}$/;

/** Files `_default` must hold; a tenant folder holds only the ones it overrides. */
export const REQUIRED_DEFAULT_FILES = [
  'tenant.json',
  'theme.json',
  'menu.json',
  'layout.json',
  'forms/register.json',
  'pages/maintenance.json',
  'pages/blocked.json',
] as const;

/**
 * Largest size (bytes) of one tenant file, by kind: every visitor downloads the public config and
 * the locale of their language, so an oversized file slows every page. Stated in tenants/README.md.
 */
export const FILE_SIZE_BUDGETS = {
  tenant: 16 * 1024,
  theme: 16 * 1024,
  menu: 16 * 1024,
  layout: 64 * 1024,
  register: 32 * 1024,
  page: 64 * 1024,
  locale: 256 * 1024,
  asset: 512 * 1024,
} as const;

/** Keys refused anywhere in a tenant file: they would change how objects behave once merged. */
export const FORBIDDEN_KEYS = ['__proto__', 'constructor', 'prototype'] as const;

/**
 * The id of the `<script type="application/json">` element in which the site server hands a page
 * its tenant's public config (data, never executed, so the CSP needs no inline script).
 */
export const TENANT_CONFIG_ELEMENT_ID = 'wl-tenant';

export * from './constants.js';
export type * from './types.js';
export { deepMerge, isPlainObject, type DeepPartial } from './deep-merge.js';
export { buildTenant, mergedTenantFile } from './build-tenant.js';
export { withDefaultPages, type DefaultPage } from './default-pages.js';
export { htmlLangOf, textDirectionOf } from './language-tags.js';
export { fallbackLanguages } from './language-fallbacks.js';
export { seoDescriptionKeys } from './seo-texts.js';
export { countWords, feedbackBounds, type FeedbackBounds } from './feedback-bounds.js';
export { TENANT_ASSETS_PATH, isOwnImageUrl, tenantAssetUrl } from './tenant-asset-url.js';
export type { WidgetSchemas } from './widget-defaults.js';
export {
  registerFieldRules,
  type FormFieldRule,
  type FormRegisterRules,
} from './register-field-rules.js';
export {
  PAYMENT_PASSWORD_RULE,
  REAL_NAME_RULE,
  ruleBreak,
  type CheckedRule,
  type RuleBreak,
} from './field-rule-check.js';
export { PATTERN_KINDS, PATTERN_IDS, findPatternKind, type PatternId } from './pattern-kinds.js';
export { formatConfigErrors, sortConfigErrors } from './config-error.js';
export {
  classifyTenantFile,
  SCHEMA_NAME,
  type TenantFileKind,
  type TenantFileRef,
} from './tenant-files.js';
export { PLATFORM_MODULES, type WhitelabelModule } from './whitelabel-modules.js';
export { WHITELABEL_MODULES } from './generated/whitelabel-modules.gen.js';
export {
  GAME_CATEGORIES,
  NAV_PAGES,
  navLabelKey,
  type GameCategoryEntry,
  type GameScreen,
} from './game-categories.js';
export { DEFAULT_DAISY_THEME, PREFERS_DARK_DAISY_THEME } from './daisy-themes.js';
export * from './money/index.js';

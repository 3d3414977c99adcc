export * from './constants.js';
export type * from './types.js';
export { deepMerge, isPlainObject, type DeepPartial } from './deep-merge.js';
export { buildTenant, mergedTenantFile } from './build-tenant.js';
export { toPublicConfig } from './public-config.js';
export {
  layoutAndPagesWithDefaults,
  withWidgetDefaults,
  type WidgetSchemas,
} from './widget-defaults.js';
export { registerFieldRules } from './register-field-rules.js';
export { PATTERN_KINDS, PATTERN_IDS, findPatternKind, type PatternId } from './pattern-kinds.js';
export { formatConfigErrors, sortConfigErrors, toPointer } from './config-error.js';
export { classifyTenantFile, type TenantFileKind, type TenantFileRef } from './tenant-files.js';
export { parseJsonText, type JsonParseResult } from './json-text.js';

import type { SystemRegisterSettingValue } from '@wl/api';
import { findPatternKind, registerFieldRules, type RegisterFormFile } from '@wl/tenant-config';

/**
 * The system.registerSetting value of a register form: each field's rule keyed by field name,
 * its pattern kind as the numeric code clients read (0, any, for a pattern the kinds do not know).
 */
export function registerSettingValue(register: RegisterFormFile): SystemRegisterSettingValue {
  const { fields } = registerFieldRules(register);
  return Object.fromEntries(
    Object.entries(fields).map(([name, rule]) => [
      name,
      { ...rule, patternId: findPatternKind(rule.patternId)?.code ?? 0 },
    ]),
  );
}

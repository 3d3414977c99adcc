import { REGISTER_FIELDS } from './constants.js';
import { isPlainObject } from './deep-merge.js';
import type { FieldRule, RegisterSetting } from '@wl/contract';
import type { RegisterFormFile } from './types.js';

function length(value: unknown): number | null {
  return typeof value === 'number' && Number.isInteger(value) ? value : null;
}

const DISABLED: FieldRule = {
  enabled: false,
  required: false,
  acceptedPattern: '*',
  patternId: '*',
  minLength: null,
  maxLength: null,
};

/**
 * The `system.registerSetting` value (its contract type) for a register form: one rule per registration field.
 * A field is enabled when `schema.properties` holds a schema object for it (`false` switches an
 * inherited field off); fields the form does not mention are listed as disabled.
 */
export function registerFieldRules(register: RegisterFormFile): RegisterSetting {
  const properties = isPlainObject(register.schema.properties) ? register.schema.properties : {};
  const required = Array.isArray(register.schema.required) ? register.schema.required : [];
  const fields: Record<string, FieldRule> = {};
  for (const name of REGISTER_FIELDS) fields[name] = { ...DISABLED };
  for (const [name, property] of Object.entries(properties)) {
    if (!isPlainObject(property)) {
      fields[name] = { ...DISABLED };
      continue;
    }
    fields[name] = {
      enabled: true,
      required: required.includes(name),
      acceptedPattern: typeof property.pattern === 'string' ? property.pattern : '*',
      patternId: typeof property['x-patternId'] === 'string' ? property['x-patternId'] : '*',
      minLength: length(property.minLength),
      maxLength: length(property.maxLength),
    };
  }
  return {
    fields,
    mobile: { enabled: register.mobile.enabled, verification: register.mobile.verification },
  };
}

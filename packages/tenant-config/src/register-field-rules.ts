import { REGISTER_FIELDS } from './constants.js';
import { isPlainObject } from './deep-merge.js';
import type { FieldRule } from '@wl/api';
import { isPatternId, type PatternId } from './pattern-kinds.js';
import type { RegisterFormFile } from './types.js';

/**
 * One field's rule as the tenant's register form states it: the API schema's field rule, with the
 * pattern kind named by its id (`x-patternId`); the wire form numbers the kinds instead.
 */
export type FormFieldRule = Omit<FieldRule, 'patternId'> & { patternId: PatternId };

/** Every registration field's rule, and the mobile-registration switches of the form. */
export interface FormRegisterRules {
  fields: Record<string, FormFieldRule>;
  mobile: { enabled: boolean; verification: boolean };
}

function length(value: unknown): number | null {
  return typeof value === 'number' && Number.isInteger(value) ? value : null;
}

const DISABLED: FormFieldRule = {
  enabled: false,
  required: false,
  acceptedPattern: '*',
  patternId: '*',
  minLength: null,
  maxLength: null,
};

/**
 * The register rules of a tenant's form: one rule per registration field.
 * A field is enabled when `schema.properties` holds a schema object for it (`false` switches an
 * inherited field off); fields the form does not mention are listed as disabled.
 */
export function registerFieldRules(register: RegisterFormFile): FormRegisterRules {
  const properties = isPlainObject(register.schema.properties) ? register.schema.properties : {};
  const required = Array.isArray(register.schema.required) ? register.schema.required : [];
  const fields: Record<string, FormFieldRule> = {};
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
      patternId: isPatternId(property['x-patternId']) ? property['x-patternId'] : '*',
      minLength: length(property.minLength),
      maxLength: length(property.maxLength),
    };
  }
  return {
    fields,
    mobile: { enabled: register.mobile.enabled, verification: register.mobile.verification },
  };
}

import type { RJSFSchema, UiSchema } from '@rjsf/utils';
import {
  ruleHint,
  type RegisterFieldRule,
  type RegisterRules,
  type StatedRule,
  type TranslateWith,
} from '@wl/core';
import { findPatternKind, isPlainObject, type RegisterFormFile } from '@wl/tenant-config';

/** Which register tab the form is for (docs/product/accounts.md#register-tabs). */
export type RegisterTab = 'username' | 'mobile';

/** The 18+ consent checkbox: on the form, never sent. */
export const AGE_CONSENT_FIELD = 'ageConsent';

/** Fields the site fills itself or that only name a label: never inputs of their own. */
const NOT_INPUTS: ReadonlySet<string> = new Set(['domain', 'countryDialingCode', 'verifyPwd']);

/** The fields of the mobile tab (the body public clients send, plus confirmation and codes). */
const MOBILE_TAB_FIELDS: ReadonlySet<string> = new Set([
  'mobileNum',
  'verificationCode',
  'password',
  'confirmPassword',
  'captcha',
  'affiliateCode',
  'referralCode',
]);

/** Keywords a server rule decides; the tenant's own values for them give way. */
const RULE_KEYWORDS = ['minLength', 'maxLength', 'pattern', 'x-patternId'] as const;

type Property = Record<string, unknown>;

export interface RegisterFormSchema {
  schema: RJSFSchema;
  uiSchema: UiSchema;
}

export interface BuildRegisterSchemaOptions {
  tab: RegisterTab;
  /** The tenant's register form: labels, order, widgets and extra fields. */
  form: RegisterFormFile;
  /** The backend's register settings; undefined while unknown (the tenant's form then rules). */
  rules: RegisterRules | undefined;
  /** Whether the mobile tab asks for an SMS code. */
  mobileVerification: boolean;
}

function usablePattern(source: string): boolean {
  try {
    new RegExp(source, 'u');
    return true;
  } catch {
    return false;
  }
}

/**
 * The JSON Schema keywords of one server rule: a string with its bounds and its pattern. A
 * pattern of `*` accepts anything; a pattern this browser cannot read falls back to the pattern
 * of its kind (docs/product/accounts.md#field-rules).
 */
export function ruleToSchema(rule: RegisterFieldRule): Property {
  const property: Property = { type: 'string' };
  if (rule.minLength !== null) property.minLength = rule.minLength;
  if (rule.maxLength !== null) property.maxLength = rule.maxLength;
  const kind = findPatternKind(rule.patternId);
  if (kind && kind.id !== '*') property['x-patternId'] = kind.id;
  if (rule.acceptedPattern !== '*') {
    if (usablePattern(rule.acceptedPattern)) property.pattern = rule.acceptedPattern;
    else if (kind && kind.id !== '*') property.pattern = kind.pattern;
  }
  return property;
}

function withoutRuleKeywords(property: Property): Property {
  const rest = { ...property };
  for (const keyword of RULE_KEYWORDS) delete rest[keyword];
  return rest;
}

/** Field name → property and the required names, after the server's rules are applied. */
function mergedFields(
  form: RegisterFormFile,
  rules: RegisterRules | undefined,
): { properties: Map<string, Property>; required: Set<string> } {
  const properties = new Map<string, Property>();
  const required = new Set<string>(Array.isArray(form.schema.required) ? form.schema.required : []);
  const formProperties: Record<string, unknown> = isPlainObject(form.schema.properties)
    ? form.schema.properties
    : {};
  for (const [name, property] of Object.entries(formProperties)) {
    if (isPlainObject(property)) properties.set(name, { type: 'string', ...property });
  }
  for (const [name, rule] of Object.entries(rules ?? {})) {
    if (!rule.enabled) {
      properties.delete(name);
      required.delete(name);
      continue;
    }
    properties.set(name, {
      ...withoutRuleKeywords(properties.get(name) ?? {}),
      ...ruleToSchema(rule),
    });
    if (rule.required) required.add(name);
    else required.delete(name);
  }
  return { properties, required };
}

/** The fixed rules on top of the configured ones (docs/product/accounts.md#field-rules). */
function fixedRequired(
  tab: RegisterTab,
  names: { has: (name: string) => boolean },
  mobileVerification: boolean,
): string[] {
  const always = ['password', 'confirmPassword', 'paymentPassword'];
  const tabFields =
    tab === 'mobile'
      ? ['mobileNum', ...(mobileVerification ? ['verificationCode'] : [])]
      : ['username', 'verificationCode'];
  return [...always, ...tabFields].filter((name) => names.has(name));
}

/**
 * The tenant's order, then the other fields; the SMS code right after the number it was sent to,
 * and on the mobile tab the number first.
 */
function ordered(form: RegisterFormFile, names: string[], tab: RegisterTab): string[] {
  const order = form.uiSchema['ui:order'];
  const listed = Array.isArray(order)
    ? order.filter((name): name is string => typeof name === 'string' && names.includes(name))
    : [];
  const all = [...listed, ...names.filter((name) => !listed.includes(name))];
  if (!all.includes('mobileNum')) return all;
  const phone = ['mobileNum', ...(all.includes('verificationCode') ? ['verificationCode'] : [])];
  const rest = all.filter((name) => !phone.includes(name));
  if (tab === 'mobile') return [...phone, ...rest];
  const at = all.slice(0, all.indexOf('mobileNum')).filter((name) => rest.includes(name)).length;
  return [...rest.slice(0, at), ...phone, ...rest.slice(at)];
}

/**
 * The register form of one tab as JSON Schema and UI schema (docs/product/accounts.md#registration):
 * the server's rules (which fields, required flags, bounds, patterns) merged over the tenant's
 * form (labels, order, widgets, fields the server does not list), the fixed rules, and the 18+
 * consent last. The mobile tab keeps only the fields of a mobile registration and always asks
 * for the number (and its SMS code when verification is on).
 */
export function buildRegisterSchema(options: BuildRegisterSchemaOptions): RegisterFormSchema {
  const { tab, form, rules, mobileVerification } = options;
  const { properties, required } = mergedFields(form, rules);
  for (const name of NOT_INPUTS) properties.delete(name);
  if (tab === 'mobile') {
    for (const name of [...properties.keys()]) {
      if (!MOBILE_TAB_FIELDS.has(name)) properties.delete(name);
    }
    if (!properties.has('mobileNum')) properties.set('mobileNum', { type: 'string' });
    if (mobileVerification && !properties.has('verificationCode')) {
      properties.set('verificationCode', { type: 'string', maxLength: 255 });
    }
    if (!mobileVerification) properties.delete('verificationCode');
  } else {
    if (!properties.has('username')) properties.set('username', { type: 'string' });
    if (!properties.has('password')) properties.set('password', { type: 'string' });
  }
  if (properties.has('password') && !properties.has('confirmPassword')) {
    properties.set('confirmPassword', { type: 'string' });
  }

  const names = ordered(form, [...properties.keys()], tab);
  const requiredNames = new Set([
    ...[...required].filter((name) => properties.has(name)),
    ...fixedRequired(tab, properties, mobileVerification),
  ]);

  const uiSchema: UiSchema = { 'ui:order': [...names, AGE_CONSENT_FIELD] };
  for (const name of names) {
    const fieldUi = form.uiSchema[name];
    if (isPlainObject(fieldUi)) uiSchema[name] = fieldUi;
  }
  uiSchema[AGE_CONSENT_FIELD] = { 'ui:label': false };

  const schemaProperties: Record<string, RJSFSchema> = {};
  for (const name of names) schemaProperties[name] = properties.get(name) as RJSFSchema;
  schemaProperties[AGE_CONSENT_FIELD] = { type: 'boolean', const: true, default: false };

  return {
    schema: {
      type: 'object',
      required: [...names.filter((name) => requiredNames.has(name)), AGE_CONSENT_FIELD],
      properties: schemaProperties,
    },
    uiSchema,
  };
}

/** Fields that state their rule under the input before anything is typed: passwords and names. */
const HINTED_FIELDS: readonly string[] = [
  'username',
  'password',
  'payeeName',
  'paymentPassword',
  'fullname',
  'nickname',
];

function bound(value: unknown): number | null {
  return typeof value === 'number' ? value : null;
}

/** The rule a field of the built schema states: its bounds, pattern and pattern kind. */
export function propertyRule(schema: RJSFSchema, name: string): StatedRule {
  const properties = isPlainObject(schema.properties) ? schema.properties : {};
  const property: Record<string, unknown> = isPlainObject(properties[name]) ? properties[name] : {};
  return {
    acceptedPattern: typeof property.pattern === 'string' ? property.pattern : '*',
    patternId: typeof property['x-patternId'] === 'string' ? property['x-patternId'] : '*',
    minLength: bound(property.minLength),
    maxLength: bound(property.maxLength),
  };
}

/**
 * The form with each password and name field's rule stated under its input
 * (docs/product/accounts.md#stated-rules): "6–20 characters. Letters and digits only". A field
 * whose rule says nothing (no bounds, any characters) states nothing.
 */
export function withRuleHints(form: RegisterFormSchema, t: TranslateWith): RegisterFormSchema {
  const uiSchema: UiSchema = { ...form.uiSchema };
  for (const name of HINTED_FIELDS) {
    if (!isPlainObject(form.schema.properties?.[name])) continue;
    const rule = propertyRule(form.schema, name);
    if (rule.minLength === null && rule.maxLength === null && rule.patternId === '*') continue;
    const fieldUi: unknown = uiSchema[name];
    uiSchema[name] = { ...(isPlainObject(fieldUi) ? fieldUi : {}), 'ui:help': ruleHint(t, rule) };
  }
  return { schema: form.schema, uiSchema };
}

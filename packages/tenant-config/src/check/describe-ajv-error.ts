import type { ErrorObject } from 'ajv';
import { escapeSegment } from '@wl/api';
import { isPlainObject } from '../deep-merge.js';

export interface DescribedError {
  /** Pointer relative to the validated value. */
  pointer: string;
  message: string;
}

/** A value as it appears in messages: strings quoted, long values cut. */
export function show(value: unknown): string {
  const text = value === undefined ? 'nothing' : JSON.stringify(value);
  return text.length > 80 ? `${text.slice(0, 77)}…` : text;
}

/** Allowed values as a list: identifiers bare, other values as JSON. */
export function listValues(values: readonly unknown[]): string {
  return values
    .map((value) => (typeof value === 'string' ? value : JSON.stringify(value)))
    .join(', ');
}

function kindOf(value: unknown): string {
  if (value === null) return 'null';
  if (Array.isArray(value)) return 'array';
  if (typeof value === 'number') return Number.isInteger(value) ? 'integer' : 'number';
  return typeof value;
}

function param(error: ErrorObject, name: string): unknown {
  return (error.params as Record<string, unknown>)[name];
}

function expectedText(error: ErrorObject): string | undefined {
  const parent: unknown = error.parentSchema;
  const text = isPlainObject(parent) ? parent['x-expected'] : undefined;
  return typeof text === 'string' ? text : undefined;
}

function describeOne(error: ErrorObject): string {
  const data: unknown = error.data;
  const got = show(data);
  switch (error.keyword) {
    case 'enum':
      return `expected one of ${listValues(param(error, 'allowedValues') as unknown[])} but got ${got}`;
    case 'const':
      return `expected ${show(param(error, 'allowedValue'))} but got ${got}`;
    case 'type': {
      const types = ([] as unknown[]).concat(param(error, 'type')).map(String).join(' or ');
      return `expected ${types} but got ${kindOf(data)}${typeof data === 'object' ? '' : ` ${got}`}`;
    }
    case 'required':
      return `missing required property "${String(param(error, 'missingProperty'))}"`;
    case 'additionalProperties': {
      const parent: unknown = error.parentSchema;
      const known =
        isPlainObject(parent) && isPlainObject(parent.properties)
          ? Object.keys(parent.properties).filter((key) => key !== '$schema')
          : [];
      const name = String(param(error, 'additionalProperty'));
      return known.length > 0
        ? `unknown property "${name}"; expected one of ${listValues(known)}`
        : `unknown property "${name}"`;
    }
    case 'pattern':
      return `expected ${expectedText(error) ?? `a string matching ${String(param(error, 'pattern'))}`} but got ${got}`;
    case 'format':
      return `expected ${expectedText(error) ?? `a valid ${String(param(error, 'format'))}`} but got ${got}`;
    case 'minLength':
      return `expected at least ${String(param(error, 'limit'))} characters but got ${got}`;
    case 'maxLength':
      return `expected at most ${String(param(error, 'limit'))} characters but got ${got}`;
    case 'minItems':
      return `expected at least ${String(param(error, 'limit'))} items but got ${Array.isArray(data) ? data.length : got}`;
    case 'maxItems':
      return `expected at most ${String(param(error, 'limit'))} items but got ${Array.isArray(data) ? data.length : got}`;
    case 'uniqueItems': {
      const second = Number(param(error, 'i'));
      const first = Number(param(error, 'j'));
      const value: unknown = Array.isArray(data) ? data[second] : undefined;
      return `expected unique items but items ${first} and ${second} are both ${show(value)}`;
    }
    case 'minimum':
    case 'maximum':
    case 'exclusiveMinimum':
    case 'exclusiveMaximum':
      return `expected a number ${String(param(error, 'comparison'))} ${String(param(error, 'limit'))} but got ${got}`;
    default:
      return error.message ?? `failed ${error.keyword}`;
  }
}

/** Ajv errors (with `verbose: true`) as pointers and messages that say what was expected. */
export function describeAjvErrors(
  errors: readonly ErrorObject[] | null | undefined,
): DescribedError[] {
  const described: DescribedError[] = [];
  for (const error of errors ?? []) {
    if (error.keyword === 'propertyNames' || error.keyword === 'if') continue;
    let pointer = error.instancePath;
    let message = describeOne(error);
    if (error.keyword === 'additionalProperties') {
      pointer += `/${escapeSegment(String(param(error, 'additionalProperty')))}`;
    }
    if (error.propertyName !== undefined) {
      pointer += `/${escapeSegment(error.propertyName)}`;
      message = `invalid key: ${message}`;
    }
    described.push({ pointer, message });
  }
  return described;
}

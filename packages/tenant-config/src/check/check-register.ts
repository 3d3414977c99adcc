import type Ajv2020 from 'ajv/dist/2020';
import { REGISTER_FIELDS } from '../constants.js';
import { pointerOf } from '@wl/api';
import { isPlainObject, type PlainObject } from '../deep-merge.js';
import { findPatternKind, PATTERN_IDS, PATTERN_KINDS } from '../pattern-kinds.js';
import type { RegisterFormFile } from '../types.js';
import { describeAjvErrors, listValues, show } from './describe-ajv-error.js';
import { createAjv } from './tenant-schemas.js';
import type { ErrorSink, TenantView } from './tenant-view.js';
import { findUnknownKeywords } from './unknown-keywords.js';

const REGISTER_PATH = 'forms/register.json';

let sharedAjv: Ajv2020 | undefined;

/** Strict Ajv that knows `x-patternId`, so a misspelt keyword in a register schema is reported. */
function registerAjv(): Ajv2020 {
  sharedAjv ??= createAjv({ strict: true, keywords: ['x-patternId'] });
  return sharedAjv;
}

/**
 * Checks forms/register.json beyond its file schema: `schema` is a usable JSON Schema, its fields
 * are registration fields, patterns are the patterns of their named kinds, `required` and
 * `uiSchema` name enabled fields.
 */
export function checkRegister(view: TenantView, sink: ErrorSink, register: RegisterFormFile): void {
  const report = (pointer: string, message: string): void =>
    sink.add(view.fileFor(REGISTER_PATH, pointer), pointer, message);
  const { schema } = register;

  const ajv = registerAjv();
  if (!ajv.validateSchema(schema)) {
    for (const error of describeAjvErrors(ajv.errors)) {
      report(`/schema${error.pointer}`, `not a valid JSON Schema: ${error.message}`);
    }
  } else {
    const unknown = findUnknownKeywords(ajv, schema, ['schema']);
    for (const { pointer, keyword } of unknown) {
      report(pointer, `unknown JSON Schema keyword "${keyword}"`);
    }
    if (unknown.length === 0) compileOrReport(ajv, schema, report);
  }

  const properties: PlainObject = isPlainObject(schema.properties) ? schema.properties : {};
  const enabled = Object.keys(properties).filter((name) => isPlainObject(properties[name]));
  for (const [name, property] of Object.entries(properties)) {
    const at = pointerOf(['schema', 'properties', name]);
    if (!(REGISTER_FIELDS as readonly string[]).includes(name)) {
      report(
        at,
        `unknown registration field "${name}"; expected one of ${listValues(REGISTER_FIELDS)}`,
      );
    }
    if (isPlainObject(property)) checkFieldPattern(report, at, property);
  }

  const required: unknown[] = Array.isArray(schema.required) ? schema.required : [];
  required.forEach((name, index) => {
    if (typeof name === 'string' && !enabled.includes(name)) {
      report(
        `/schema/required/${index}`,
        `required field "${name}" is not an enabled field in schema.properties`,
      );
    }
  });

  checkUiSchema(report, register.uiSchema, Object.keys(properties), enabled);
}

type Report = (pointer: string, message: string) => void;

function compileOrReport(ajv: Ajv2020, schema: object, report: Report): void {
  try {
    ajv.compile(schema);
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    report('/schema', `not a usable JSON Schema: ${reason}`);
  } finally {
    ajv.removeSchema(schema);
  }
}

function checkFieldPattern(report: Report, at: string, property: PlainObject): void {
  const patternId = property['x-patternId'];
  const pattern = property.pattern;
  if (typeof property.minLength === 'number' && typeof property.maxLength === 'number') {
    if (property.minLength > property.maxLength) {
      report(
        `${at}/minLength`,
        `expected minLength at most maxLength ${property.maxLength} but got ${property.minLength}`,
      );
    }
  }
  if (patternId === undefined) {
    if (typeof pattern === 'string') {
      const same = PATTERN_KINDS.find((kind) => kind.pattern === pattern);
      report(
        `${at}/pattern`,
        same
          ? `a pattern needs the x-patternId of its kind; add "x-patternId": "${same.id}"`
          : `a pattern needs the x-patternId of its kind; expected one of ${listValues(PATTERN_IDS)}`,
      );
    }
    return;
  }
  const kind = typeof patternId === 'string' ? findPatternKind(patternId) : undefined;
  if (!kind) {
    report(
      `${at}/x-patternId`,
      `expected one of ${listValues(PATTERN_IDS)} but got ${show(patternId)}`,
    );
    return;
  }
  if (kind.id === '*') {
    if (pattern !== undefined)
      report(`${at}/pattern`, 'pattern kind "*" accepts anything; remove pattern or name its kind');
    return;
  }
  if (pattern === undefined) {
    report(at, `missing pattern: kind "${kind.id}" expects "pattern": ${show(kind.pattern)}`);
  } else if (pattern !== kind.pattern) {
    report(
      `${at}/pattern`,
      `expected the pattern of kind "${kind.id}", ${show(kind.pattern)}, but got ${show(pattern)}`,
    );
  }
}

function checkUiSchema(
  report: Report,
  uiSchema: PlainObject,
  names: string[],
  enabled: string[],
): void {
  const order = uiSchema['ui:order'];
  if (order !== undefined) {
    if (!Array.isArray(order)) {
      report('/uiSchema/ui:order', `expected an array of field names but got ${show(order)}`);
    } else {
      order.forEach((entry, index) => {
        if (entry !== '*' && (typeof entry !== 'string' || !enabled.includes(entry))) {
          report(
            `/uiSchema/ui:order/${index}`,
            `expected an enabled field or "*" but got ${show(entry)}; enabled fields: ${listValues(enabled)}`,
          );
        }
      });
      if (!order.includes('*')) {
        for (const name of enabled.filter((field) => !order.includes(field))) {
          report(
            pointerOf(['schema', 'properties', name]),
            `field "${name}" is not in uiSchema ui:order (list it there, or add "*")`,
          );
        }
      }
    }
  }
  for (const key of Object.keys(uiSchema)) {
    if (!key.startsWith('ui:') && !names.includes(key)) {
      report(pointerOf(['uiSchema', key]), `no field "${key}" in schema.properties`);
    }
  }
}

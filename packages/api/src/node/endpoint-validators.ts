import type { ValidateFunction } from 'ajv';
import type Ajv2020 from 'ajv/dist/2020';
import type { EndpointDef } from '../endpoint.js';
import { createApiSchemaAjv } from './api-schema-ajv.js';

export interface EndpointValidators {
  /** Query validator without coercion (for typed objects, e.g. in tests). */
  query?: ValidateFunction;
  /** Query validator that coerces strings ("1", "true") as they arrive over HTTP; mutates its input. */
  queryValidator?: ValidateFunction;
  body?: ValidateFunction;
  /** Validates the envelope's `value` on success. */
  response: ValidateFunction;
}

let strictAjv: Ajv2020 | undefined;
let coercingAjv: Ajv2020 | undefined;
const cache = new Map<string, EndpointValidators>();

function compileAt(
  ajv: Ajv2020,
  def: EndpointDef,
  part: 'query' | 'body' | 'response',
): ValidateFunction {
  const ref = `${def.file}#/endpoints/${def.index}/${part}`;
  const validate = ajv.getSchema(ref);
  if (!validate) throw new Error(`${def.id}: cannot compile ${ref}`);
  return validate;
}

/** Compiled (and cached) validators for an endpoint's query, body and response value. */
export function endpointValidators(def: EndpointDef): EndpointValidators {
  const key = `${def.file}#${def.index}`;
  const hit = cache.get(key);
  if (hit) return hit;
  strictAjv ??= createApiSchemaAjv();
  coercingAjv ??= createApiSchemaAjv({ coerceTypes: true });
  const validators: EndpointValidators = { response: compileAt(strictAjv, def, 'response') };
  if (def.query) {
    validators.query = compileAt(strictAjv, def, 'query');
    validators.queryValidator = compileAt(coercingAjv, def, 'query');
  }
  if (def.body) validators.body = compileAt(strictAjv, def, 'body');
  cache.set(key, validators);
  return validators;
}

/** The coercing query validator of an endpoint (undefined when it takes no query). */
export function queryValidator(def: EndpointDef): ValidateFunction | undefined {
  return endpointValidators(def).queryValidator;
}

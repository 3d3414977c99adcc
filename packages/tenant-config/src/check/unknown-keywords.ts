import type Ajv2020 from 'ajv/dist/2020';
import { pointerOf } from '@wl/api';
import { isPlainObject } from '../deep-merge.js';

/** Keywords whose value is a map of subschemas. */
const SCHEMA_MAPS = ['properties', 'patternProperties', '$defs', 'definitions', 'dependentSchemas'];
/** Keywords whose value is a subschema, or a list of subschemas. */
const SUBSCHEMAS = [
  'items',
  'prefixItems',
  'additionalItems',
  'additionalProperties',
  'unevaluatedProperties',
  'unevaluatedItems',
  'contains',
  'propertyNames',
  'not',
  'if',
  'then',
  'else',
  'allOf',
  'anyOf',
  'oneOf',
];

export interface UnknownKeyword {
  /** Pointer of the keyword inside the schema. */
  pointer: string;
  keyword: string;
}

/** Every keyword `ajv` does not know, with its exact pointer, walking all subschemas. */
export function findUnknownKeywords(
  ajv: Ajv2020,
  schema: unknown,
  path: (string | number)[] = [],
): UnknownKeyword[] {
  if (!isPlainObject(schema)) return [];
  const found: UnknownKeyword[] = [];
  const walk = (value: unknown, at: (string | number)[]): void => {
    found.push(...findUnknownKeywords(ajv, value, at));
  };
  for (const [keyword, value] of Object.entries(schema)) {
    const at = [...path, keyword];
    if (!ajv.RULES.keywords[keyword]) found.push({ pointer: pointerOf(at), keyword });
    if (SCHEMA_MAPS.includes(keyword) && isPlainObject(value)) {
      for (const [name, sub] of Object.entries(value)) walk(sub, [...at, name]);
    } else if (SUBSCHEMAS.includes(keyword)) {
      if (Array.isArray(value)) value.forEach((sub, index) => walk(sub, [...at, index]));
      else walk(value, at);
    }
  }
  return found;
}

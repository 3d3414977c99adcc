import Ajv2020 from 'ajv/dist/2020';
import addFormats from 'ajv-formats';
import { readCommonFile, readEndpointFiles, type ApiSchemaFile } from './read-api-schema-files.js';

export interface ApiSchemaAjvOptions {
  /** Convert query-string values ("1", "true") to the schema's types. Default false. */
  coerceTypes?: boolean;
  /** common.json and the endpoint files; read from schemas/api/ when omitted. */
  files?: ApiSchemaFile[];
}

/**
 * An Ajv (draft 2020-12) instance holding common.json and every API schema file, so
 * `<file $id>#/endpoints/<i>/response` and refs such as `common.json#/$defs/amount` resolve.
 */
export function createApiSchemaAjv(options: ApiSchemaAjvOptions = {}): Ajv2020 {
  const ajv = new Ajv2020({
    allErrors: true,
    strict: false,
    coerceTypes: options.coerceTypes ?? false,
  });
  addFormats(ajv);
  const files = options.files ?? [readCommonFile(), ...readEndpointFiles()];
  for (const file of files) ajv.addSchema(file.json);
  return ajv;
}

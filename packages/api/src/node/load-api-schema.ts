import type { EndpointDef } from '../endpoint.js';
import { bodyCarriesFiles } from '../upload-bodies.js';
import { readEndpointFiles, type ApiSchemaFile } from './read-api-schema-files.js';

/** Endpoint entries of one parsed API schema file, with `bodyEncoding`, `carriesFiles`, `file` and `index` filled. */
export function endpointsOf(file: ApiSchemaFile): EndpointDef[] {
  const id = file.json.$id;
  const endpoints = file.json.endpoints;
  if (typeof id !== 'string') throw new Error(`schemas/api/${file.name}: missing $id`);
  if (!Array.isArray(endpoints)) throw new Error(`schemas/api/${file.name}: missing endpoints`);
  return endpoints.map((raw, index) => {
    const entry = raw as Omit<EndpointDef, 'file' | 'index' | 'bodyEncoding' | 'aliases'> & {
      bodyEncoding?: EndpointDef['bodyEncoding'];
      aliases?: EndpointDef['aliases'];
    };
    return {
      ...entry,
      aliases: entry.aliases ?? [],
      bodyEncoding: entry.bodyEncoding ?? 'json',
      ...(bodyCarriesFiles(entry.body) ? { carriesFiles: true as const } : {}),
      file: id,
      index,
    };
  });
}

let cached: EndpointDef[] | undefined;

/** Every endpoint of every API schema file under schemas/api/, in file-name then declaration order. */
export function loadApiSchema(): EndpointDef[] {
  cached ??= readEndpointFiles().flatMap(endpointsOf);
  return cached;
}

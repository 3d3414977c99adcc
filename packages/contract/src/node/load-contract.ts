import type { EndpointDef } from '../endpoint.js';
import { bodyCarriesFiles } from '../upload-bodies.js';
import { readEndpointFiles, type ContractFile } from './read-contract-files.js';

/** Endpoint entries of one parsed contract file, with `bodyEncoding`, `carriesFiles`, `file` and `index` filled. */
export function endpointsOf(file: ContractFile): EndpointDef[] {
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

/** Every endpoint of every contract file under schemas/api/, in file-name then declaration order. */
export function loadContract(): EndpointDef[] {
  cached ??= readEndpointFiles().flatMap(endpointsOf);
  return cached;
}

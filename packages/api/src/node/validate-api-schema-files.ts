import Ajv2020 from 'ajv/dist/2020';
import addFormats from 'ajv-formats';
import { endpointRoutes, type EndpointDef } from '../endpoint.js';
import { createApiSchemaAjv } from './api-schema-ajv.js';
import { escapeSegment, pointerExists, pointerOfUriFragment } from '../json-pointer.js';
import { endpointsOf } from './load-api-schema.js';
import {
  readCommonFile,
  readApiSchema,
  readEndpointFiles,
  type ApiSchemaFile,
} from './read-api-schema-files.js';

/** One problem found in schemas/api/. */
export interface ApiSchemaProblem {
  /** File name inside schemas/api/. */
  file: string;
  /** JSON Pointer inside that file ('' for the whole file). */
  pointer: string;
  message: string;
}

const PARTS = ['query', 'body', 'response'] as const;

/** Every `$ref` under `node`, with the JSON Pointer of the object holding it. */
function collectRefs(
  node: unknown,
  pointer: string,
  out: { pointer: string; ref: string }[],
): void {
  if (Array.isArray(node)) {
    node.forEach((item, i) => collectRefs(item, `${pointer}/${i}`, out));
    return;
  }
  if (node === null || typeof node !== 'object') return;
  for (const [key, value] of Object.entries(node)) {
    if (key === '$ref' && typeof value === 'string') out.push({ pointer, ref: value });
    else collectRefs(value, `${pointer}/${escapeSegment(key)}`, out);
  }
}

function checkFormat(files: ApiSchemaFile[], apiSchema: ApiSchemaFile): ApiSchemaProblem[] {
  const ajv = new Ajv2020({ allErrors: true, strict: false });
  addFormats(ajv);
  const validate = ajv.compile(apiSchema.json);
  const problems: ApiSchemaProblem[] = [];
  for (const file of files) {
    const expectedId = `https://schemas.wl.local/api/${file.name}`;
    if (file.json.$id !== expectedId) {
      problems.push({ file: file.name, pointer: '/$id', message: `$id must be ${expectedId}` });
    }
    if (validate(file.json)) continue;
    for (const error of validate.errors ?? []) {
      problems.push({
        file: file.name,
        pointer: error.instancePath,
        message: `${error.message ?? 'invalid'}${error.params ? ` ${JSON.stringify(error.params)}` : ''}`,
      });
    }
  }
  return problems;
}

function checkRefs(files: ApiSchemaFile[]): ApiSchemaProblem[] {
  const byId = new Map<string, ApiSchemaFile>();
  for (const file of files) if (typeof file.json.$id === 'string') byId.set(file.json.$id, file);
  const problems: ApiSchemaProblem[] = [];
  for (const file of files) {
    const base =
      typeof file.json.$id === 'string' ? file.json.$id : `https://invalid.local/${file.name}`;
    const refs: { pointer: string; ref: string }[] = [];
    collectRefs(file.json, '', refs);
    for (const { pointer, ref } of refs) {
      const url = new URL(ref, base);
      const target = byId.get(`${url.origin}${url.pathname}`);
      const fragment = pointerOfUriFragment(url.hash);
      if (!target || fragment === null || !pointerExists(target.json, fragment)) {
        problems.push({ file: file.name, pointer, message: `unresolvable $ref ${ref}` });
      }
    }
  }
  return problems;
}

/** Rules between an endpoint's flags that the format alone cannot express. */
export function ruleViolations(def: EndpointDef): string[] {
  const out: string[] = [];
  const sendsBody = def.method === 'POST' || def.method === 'PUT';
  if (def.encrypted && (!sendsBody || def.body === undefined))
    out.push('an encrypted (E) endpoint must be POST or PUT with a body');
  if (def.body !== undefined && !sendsBody)
    out.push(`a ${def.method} endpoint cannot take a body (use query)`);
  if (def.bodyEncoding === 'form' && def.body === undefined)
    out.push('bodyEncoding form needs a body');
  if (def.bodyEncoding === 'form' && def.encrypted) out.push('an encrypted body is always JSON');
  if (def.access !== 'public' && !def.token) out.push(`access ${def.access} needs token true`);
  for (const route of endpointRoutes(def)) {
    if (route.path.includes('?') || route.path.includes('#'))
      out.push(`path ${route.path} must not hold a query or fragment`);
  }
  for (const alias of def.aliases) {
    const aliasSendsBody = alias.method === 'POST' || alias.method === 'PUT';
    if ((def.encrypted || def.body !== undefined) && !aliasSendsBody)
      out.push(`alias ${alias.method} ${alias.path} cannot carry the body (use POST or PUT)`);
  }
  return out;
}

function checkUnique(files: ApiSchemaFile[]): {
  defs: EndpointDef[];
  problems: ApiSchemaProblem[];
} {
  const problems: ApiSchemaProblem[] = [];
  const defs: EndpointDef[] = [];
  const ids = new Map<string, string>();
  const routes = new Map<string, string>();
  for (const file of files) {
    let fileDefs: EndpointDef[];
    try {
      fileDefs = endpointsOf(file);
    } catch (error) {
      problems.push({ file: file.name, pointer: '', message: (error as Error).message });
      continue;
    }
    for (const def of fileDefs) {
      const pointer = `/endpoints/${def.index}`;
      const domain = file.name.replace(/\.json$/, '');
      if (typeof def.id === 'string' && !def.id.startsWith(`${domain}.`)) {
        problems.push({
          file: file.name,
          pointer: `${pointer}/id`,
          message: `id ${def.id} must start with "${domain}."`,
        });
      }
      const seenId = ids.get(def.id);
      if (seenId)
        problems.push({
          file: file.name,
          pointer: `${pointer}/id`,
          message: `duplicate id ${def.id} (also in ${seenId})`,
        });
      else ids.set(def.id, file.name);
      for (const { method, path } of endpointRoutes(def)) {
        const route = `${method} ${path}`;
        const seenRoute = routes.get(route);
        if (seenRoute)
          problems.push({
            file: file.name,
            pointer,
            message: `duplicate route ${route} (also ${seenRoute})`,
          });
        else routes.set(route, def.id);
      }
      for (const message of ruleViolations(def))
        problems.push({ file: file.name, pointer, message: `${def.id}: ${message}` });
      defs.push(def);
    }
  }
  return { defs, problems };
}

function checkCompiles(
  defs: EndpointDef[],
  common: ApiSchemaFile,
  files: ApiSchemaFile[],
): ApiSchemaProblem[] {
  const names = new Map(files.map((f) => [f.json.$id, f.name]));
  let ajv: Ajv2020;
  try {
    ajv = createApiSchemaAjv({ files: [common, ...files] });
  } catch (error) {
    return [
      {
        file: '',
        pointer: '',
        message: `API schema files do not load into Ajv: ${(error as Error).message}`,
      },
    ];
  }
  const problems: ApiSchemaProblem[] = [];
  for (const def of defs) {
    for (const part of PARTS) {
      if (def[part] === undefined) continue;
      try {
        ajv.getSchema(`${def.file}#/endpoints/${def.index}/${part}`);
      } catch (error) {
        problems.push({
          file: names.get(def.file) ?? def.file,
          pointer: `/endpoints/${def.index}/${part}`,
          message: `does not compile: ${(error as Error).message}`,
        });
      }
    }
  }
  return problems;
}

/** The files a check runs over; each defaults to the one in schemas/api/. */
export interface ApiSchemaSources {
  apiSchema?: ApiSchemaFile;
  common?: ApiSchemaFile;
  endpointFiles?: ApiSchemaFile[];
}

/**
 * Checks schemas/api/: every endpoint file against api.schema.json, `$id` naming, ids
 * prefixed by their file's domain, ids and (method, path) pairs (aliases included) unique, every `$ref` resolvable, and
 * (when all that holds) every query/body/response schema compiles.
 */
export function validateApiSchemaFiles(sources: ApiSchemaSources = {}): ApiSchemaProblem[] {
  const endpointFiles = sources.endpointFiles ?? readEndpointFiles();
  const common = sources.common ?? readCommonFile();
  const format = checkFormat(endpointFiles, sources.apiSchema ?? readApiSchema());
  const refs = checkRefs([common, ...endpointFiles]);
  const { defs, problems: unique } = checkUnique(endpointFiles);
  const problems = [...format, ...refs, ...unique];
  if (problems.length === 0) problems.push(...checkCompiles(defs, common, endpointFiles));
  return problems;
}

/** One line per problem: `schemas/api/<file><pointer>: <message>`. */
export function formatApiSchemaProblems(problems: ApiSchemaProblem[]): string {
  return problems
    .map((p) => `schemas/api/${p.file}${p.pointer ? `#${p.pointer}` : ''}: ${p.message}`)
    .join('\n');
}

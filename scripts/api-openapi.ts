/**
 * Exports the API schema (schemas/api/) as an OpenAPI 3.1 document, for operators and backend teams
 * to read in any OpenAPI tool.
 *
 * `pnpm api:openapi` writes dist/openapi.json (`--out <file>` to choose). Each endpoint is an
 * operation named by its id; each alias is one more operation (`<id>.alias<n>`, `x-alias-of`).
 * The API schema's flags travel as extensions: `x-module`, `x-token`, `x-encrypted`, `x-access`,
 * `x-errors`, `x-body-encoding`. Request and response bodies are the plain payloads: on an
 * `x-encrypted` call the tenant's encryption mode seals the body before it is sent.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import {
  REPO_ROOT,
  endpointRoutes,
  loadApiSchema,
  readCommonFile,
  readEndpointFiles,
  type ApiSchemaFile,
  type EndpointDef,
} from '@wl/api/node';
import { runWhenInvoked } from './run-when-invoked.js';

type Json = Record<string, unknown>;

const DEFAULT_OPENAPI_FILE = join(REPO_ROOT, 'dist', 'openapi.json');

const SCHEMA_KEYWORDS_DROPPED = new Set(['$id', '$schema', '$comment']);
const ENVELOPE_MESSAGES = 'request_param_err, request_body_required, function.not.available';

/** `https://schemas.wl.local/api/common.json` → `common`. */
function stemOf(fileId: string): string {
  return fileId.replace(/^.*\//, '').replace(/\.json$/, '');
}

/** The component name of a `$defs` entry: `<file stem>.<name>`, e.g. `common.amount`. */
function componentName(fileId: string, defName: string): string {
  return `${stemOf(fileId)}.${defName}`;
}

/**
 * Rewrites an API schema `$ref` (relative to the file `base`) to a reference inside the OpenAPI
 * document: `common.json#/$defs/amount/...` → `#/components/schemas/common.amount/...`.
 */
function rewriteRef(ref: string, base: string): string {
  const url = new URL(ref, base);
  const fileId = `${url.origin}${url.pathname}`;
  const pointer = decodeURIComponent(url.hash.replace(/^#/, ''));
  const match = /^\/\$defs\/([^/]+)(\/.*)?$/.exec(pointer);
  if (!match?.[1]) throw new Error(`cannot export $ref ${ref} (from ${base})`);
  return `#/components/schemas/${componentName(fileId, match[1])}${match[2] ?? ''}`;
}

/** An API schema as an OpenAPI 3.1 schema: refs rewritten, file-level keywords dropped. */
function exportSchema(node: unknown, base: string): unknown {
  if (Array.isArray(node)) return node.map((item) => exportSchema(item, base));
  if (node === null || typeof node !== 'object') return node;
  const out: Json = {};
  for (const [key, value] of Object.entries(node)) {
    if (SCHEMA_KEYWORDS_DROPPED.has(key)) continue;
    out[key] =
      key === '$ref' && typeof value === 'string'
        ? rewriteRef(value, base)
        : exportSchema(value, base);
  }
  return out;
}

function components(files: ApiSchemaFile[]): Json {
  const schemas: Json = {};
  for (const file of files) {
    const id = file.json.$id as string;
    const defs = (file.json.$defs ?? {}) as Json;
    for (const [name, schema] of Object.entries(defs)) {
      schemas[componentName(id, name)] = exportSchema(schema, id);
    }
  }
  return {
    schemas,
    securitySchemes: {
      token: {
        type: 'apiKey',
        in: 'header',
        name: 'Authorization',
        description: 'The session token as login returned it, without a `Bearer` prefix.',
      },
    },
    parameters: {
      Merchant: {
        name: 'Merchant',
        in: 'header',
        required: true,
        description: 'Merchant code of the tenant.',
        schema: { type: 'string', minLength: 1 },
      },
      Device: {
        name: 'Device',
        in: 'header',
        required: false,
        schema: { type: 'string', examples: ['web'] },
      },
      Language: {
        name: 'Language',
        in: 'header',
        required: false,
        description: 'Interface language code, any case (`EN`, `en`).',
        schema: { type: 'string', pattern: '^[A-Za-z]{2}$' },
      },
    },
  };
}

function envelope(value: unknown, success: boolean): Json {
  return {
    type: 'object',
    required: ['success', 'message', 'value'],
    properties: {
      success: { const: success },
      message: success ? { type: 'null' } : { type: 'string' },
      value,
      code: { type: 'integer', description: 'Numeric code some failures carry (e.g. 727).' },
      ...(success
        ? {}
        : {
            msg: { type: 'string', description: 'The message again, as some clients read it.' },
            errorCode: {
              type: 'string',
              description: 'The failure word, or its number as text (e.g. "727").',
            },
          }),
    },
  };
}

function queryParameters(def: EndpointDef): Json[] {
  const query = def.query as { properties?: Json; required?: string[] } | undefined;
  if (!query?.properties) return [];
  return Object.entries(query.properties).map(([name, schema]) => {
    const exported = exportSchema(schema, def.file) as Json;
    const { description, ...rest } = exported;
    return {
      name,
      in: 'query',
      required: query.required?.includes(name) ?? false,
      ...(typeof description === 'string' && { description }),
      schema: rest,
    };
  });
}

function operation(def: EndpointDef, aliasOf: string | null, operationId: string): Json {
  const errors = def.errors ?? [];
  const op: Json = {
    operationId,
    tags: [stemOf(def.file)],
    summary: def.summary,
    ...(def.description !== undefined && { description: def.description }),
    parameters: [
      { $ref: '#/components/parameters/Merchant' },
      { $ref: '#/components/parameters/Device' },
      { $ref: '#/components/parameters/Language' },
      ...Object.entries(def.headers ?? {}).map(([name, value]) => ({
        name,
        in: 'header',
        required: true,
        schema: { const: value },
      })),
      ...queryParameters(def),
    ],
    responses: {
      '200': {
        description:
          'The envelope; `value` on success. Some failures also answer 200 with `success: false` and a message of `x-errors`.',
        content: {
          'application/json': { schema: envelope(exportSchema(def.response, def.file), true) },
        },
      },
      '400': {
        description: `Refused input or an unavailable call (${ENVELOPE_MESSAGES}).`,
        content: { 'application/json': { schema: envelope({}, false) } },
      },
      ...(def.token && {
        '401': {
          description: 'Missing or dead token.',
          content: { 'application/json': { schema: envelope({}, false) } },
        },
      }),
    },
    'x-module': def.module,
    'x-token': def.token,
    'x-encrypted': def.encrypted,
    'x-access': def.access,
    'x-body-encoding': def.bodyEncoding,
    'x-errors': errors,
  };
  if (def.token) op.security = [{ token: [] }];
  if (aliasOf !== null) op['x-alias-of'] = aliasOf;
  if (def.body !== undefined) {
    const media =
      def.bodyEncoding === 'form' ? 'application/x-www-form-urlencoded' : 'application/json';
    op.requestBody = {
      required: true,
      description: def.encrypted
        ? 'The plain payload; it travels sealed by the tenant\'s encryption mode as `{ "value": … }` with `Encryption`, `X-RSA` and `X-Digest` headers.'
        : 'Fields the API schema does not list are ignored.',
      content: { [media]: { schema: exportSchema(def.body, def.file) } },
    };
  }
  return op;
}

/** The OpenAPI 3.1 document of the API schema. */
export function buildOpenApi(
  defs: EndpointDef[] = loadApiSchema(),
  files: ApiSchemaFile[] = [readCommonFile(), ...readEndpointFiles()],
): Json {
  const paths: Record<string, Json> = {};
  for (const def of defs) {
    endpointRoutes(def).forEach((route, index) => {
      const aliasOf = index === 0 ? null : def.id;
      const operationId = index === 0 ? def.id : `${def.id}.alias${index}`;
      const item = (paths[route.path] ??= {});
      item[route.method.toLowerCase()] = operation(def, aliasOf, operationId);
    });
  }
  return {
    openapi: '3.1.0',
    jsonSchemaDialect: 'https://json-schema.org/draft/2020-12/schema',
    info: {
      title: 'White-label player site backend',
      version: '1.0.0',
      description:
        'The calls the player site and agent portal make, generated from schemas/api/. Every answer is the envelope `{ success, message, value }`. `x-module` names the whitelabel module that gates a call (off: `function.not.available`), `x-token` whether the Authorization header is sent, `x-encrypted` whether the body is sealed, `x-access` who may call it (public, session, member, agent), `x-errors` the messages it may fail with. An operation with `x-alias-of` is another method or name of that endpoint, answered the same way.',
    },
    servers: [{ url: '/', description: 'Same origin: the site proxies /wps, /lgw and /lotto.' }],
    paths: Object.fromEntries(Object.entries(paths).sort(([a], [b]) => a.localeCompare(b))),
    components: components(files),
  };
}

function main(argv: string[]): number {
  const at = argv.indexOf('--out');
  const out = at >= 0 && argv[at + 1] ? resolve(argv[at + 1]!) : DEFAULT_OPENAPI_FILE;
  const document = buildOpenApi();
  mkdirSync(dirname(out), { recursive: true });
  writeFileSync(out, `${JSON.stringify(document, null, 2)}\n`);
  const operations = Object.values(document.paths as Record<string, Json>).reduce(
    (sum, item) => sum + Object.keys(item).length,
    0,
  );
  console.info(`api:openapi: ${operations} operations → ${relative(REPO_ROOT, out)}`);
  return 0;
}

runWhenInvoked(import.meta.url, () => main(process.argv.slice(2)));

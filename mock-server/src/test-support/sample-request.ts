import { pointerOfUriFragment, resolvePointer, type EndpointDef } from '@wl/api';
import { readCommonFile, readEndpointFiles } from '@wl/api/node';

type Schema = Record<string, unknown>;

const files = new Map(
  [readCommonFile(), ...readEndpointFiles()].map((f) => [f.name, f.json] as const),
);

/** The schema a `$ref` names, relative to the API schema file `fileId` (its `$id`). */
function resolveRef(ref: string, fileId: string): { schema: Schema; fileId: string } {
  const [file, fragment = ''] = ref.split('#');
  const name = file || fileId.split('/').pop() || '';
  const doc = files.get(name);
  const pointer = pointerOfUriFragment(fragment);
  const schema = doc && pointer !== null ? resolvePointer(doc, pointer) : undefined;
  if (!schema || typeof schema !== 'object') throw new Error(`unresolvable $ref ${ref}`);
  return { schema: schema as Schema, fileId: `https://schemas.wl.local/api/${name}` };
}

/** The least valid value of a schema: the first enum value, the minimum, the shortest string. */
function sampleValue(schema: Schema, fileId: string): unknown {
  if (typeof schema.$ref === 'string') {
    const target = resolveRef(schema.$ref, fileId);
    return sampleValue(target.schema, target.fileId);
  }
  if (Array.isArray(schema.enum)) return schema.enum.find((v) => v !== null);
  if (schema.format === 'date') return '2030-01-01';
  switch (schema.type) {
    case 'integer':
    case 'number':
      return typeof schema.minimum === 'number' ? schema.minimum : 1;
    case 'boolean':
      return false;
    case 'array':
      return [];
    case 'object':
      return sampleObject(schema, fileId);
    default:
      return 'x'.repeat(typeof schema.minLength === 'number' ? Math.max(1, schema.minLength) : 1);
  }
}

function sampleObject(schema: Schema, fileId: string): Record<string, unknown> {
  const properties = (schema.properties ?? {}) as Record<string, Schema>;
  const required = (schema.required ?? []) as string[];
  return Object.fromEntries(
    required
      .filter((name) => properties[name])
      .map((name) => [name, sampleValue(properties[name] as Schema, fileId)]),
  );
}

/** A query and body holding every required parameter of an endpoint with its least valid value. */
export function sampleRequest(endpoint: EndpointDef): {
  query: Record<string, string | number | boolean>;
  body: Record<string, unknown> | undefined;
} {
  return {
    query: endpoint.query
      ? (sampleObject(endpoint.query, endpoint.file) as Record<string, string | number | boolean>)
      : {},
    body: endpoint.body ? sampleObject(endpoint.body, endpoint.file) : undefined,
  };
}

import { MODULES_SCHEMA, TENANT_SCHEMAS } from '@wl/tenant-config/node';
import type { FileForms } from '../shared/studio-api.js';

type Node = Record<string, unknown>;
const isNode = (value: unknown): value is Node =>
  value !== null && typeof value === 'object' && !Array.isArray(value);

/**
 * A tenant schema as a form shows it: the module list it refers to written in, without the editor
 * hint (`$schema`, which the studio keeps by itself), the schema's own `$id`, its comments and the
 * check's annotations (`x-…`).
 */
function formSchema(node: unknown, root = true): unknown {
  if (Array.isArray(node)) return node.map((item) => formSchema(item, false));
  if (!isNode(node)) return node;
  if (node.$ref === 'modules.gen.schema.json') {
    const { $ref: _ref, ...rest } = node;
    return formSchema({ ...MODULES_SCHEMA, ...rest }, false);
  }
  const out: Node = {};
  for (const [key, value] of Object.entries(node)) {
    if (key === '$id' || key === '$comment' || key.startsWith('x-')) continue;
    if (key === '$schema' && !root) continue;
    if (key === 'default' || key === 'examples' || key === 'enum' || key === 'const') {
      out[key] = value;
    } else if (key === 'properties' && isNode(value)) {
      const { $schema: _hint, ...properties } = value;
      out.properties = Object.fromEntries(
        Object.entries(properties).map(([name, schema]) => [name, formSchema(schema, false)]),
      );
    } else out[key] = formSchema(value, false);
  }
  return out;
}

/** The forms of the site's own files: `tenant.json` and `menu.json`, from schemas/tenant. */
export function fileForms(): FileForms {
  return {
    'tenant.json': formSchema(TENANT_SCHEMAS.tenant) as Node,
    'menu.json': formSchema(TENANT_SCHEMAS.menu) as Node,
  };
}

import { PATTERN_KINDS, REGISTER_FIELDS } from '@wl/tenant-config';
import { MODULES_SCHEMA, TENANT_SCHEMAS } from '@wl/tenant-config/node';
import type { FileForms } from '../shared/studio-api.js';

type Node = Record<string, unknown>;
const isNode = (value: unknown): value is Node =>
  value !== null && typeof value === 'object' && !Array.isArray(value);

/**
 * A tenant schema as a form shows it: the module list it refers to written in (each module on
 * unless a file switches it off), without the editor
 * hint (`$schema`, which the studio keeps by itself), the schema's own `$id`, its comments and the
 * check's annotations (`x-…`).
 */
function formSchema(node: unknown, root = true): unknown {
  if (Array.isArray(node)) return node.map((item) => formSchema(item, false));
  if (!isNode(node)) return node;
  if (node.$ref === 'modules.gen.schema.json') {
    const { $ref: _ref, ...rest } = node;
    const modules = formSchema({ ...MODULES_SCHEMA, ...rest }, false) as Node;
    // A module no file names is on: its box shows ticked (tenant-form-edit.ts keeps the file
    // from naming it for that).
    if (isNode(modules.properties))
      modules.properties = Object.fromEntries(
        Object.entries(modules.properties).map(([id, module]) => [
          id,
          isNode(module) ? { ...module, default: true } : module,
        ]),
      );
    return modules;
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

/** One registration field's rules as its form shows them (tenants/README.md#register-fields). */
const FIELD_RULES: Node = {
  type: 'object',
  properties: {
    minLength: {
      title: 'Shortest',
      description: 'The fewest characters the field takes.',
      type: 'integer',
      minimum: 0,
    },
    maxLength: {
      title: 'Longest',
      description: 'The most characters the field takes.',
      type: 'integer',
      minimum: 1,
    },
    'x-patternId': {
      title: 'Pattern kind',
      description:
        "What the field may hold; players see the kind as a translated rule. The studio writes the kind's pattern with it.",
      enum: PATTERN_KINDS.filter((kind) => kind.id !== '*').map((kind) => kind.id),
    },
  },
};

/**
 * `forms/register.json` as a form: the register schema's own file schema, with its free-form
 * `properties` given one entry per registration field (its length bounds and pattern kind) and
 * without what a form cannot edit well (the schema's `type`, the UI schema), which the file keeps.
 */
function registerForm(): Node {
  const form = formSchema(TENANT_SCHEMAS.register) as Node & {
    properties: Node;
    required?: string[];
  };
  const rules = form.properties.schema as Node & { properties: Node; required?: string[] };
  const { type: _type, ...ruleProperties } = rules.properties;
  const { uiSchema: _ui, ...properties } = form.properties;
  // The UI schema stays in the file, outside the form.
  const { additionalProperties: _closed, ...open } = form;
  return {
    ...open,
    required: (form.required ?? []).filter((key) => key !== 'uiSchema'),
    properties: {
      ...properties,
      schema: {
        ...rules,
        required: (rules.required ?? []).filter((key) => key !== 'type'),
        properties: {
          ...ruleProperties,
          required: {
            ...(ruleProperties.required as Node),
            items: { ...((ruleProperties.required as Node).items as Node), enum: REGISTER_FIELDS },
          },
          properties: {
            ...(ruleProperties.properties as Node),
            properties: Object.fromEntries(
              REGISTER_FIELDS.map((field) => [field, { title: field, ...FIELD_RULES }]),
            ),
          },
        },
      },
    },
  };
}

/**
 * The forms of the site's own files: `tenant.json`, `menu.json` and `forms/register.json`, from
 * schemas/tenant.
 */
export function fileForms(): FileForms {
  return {
    'tenant.json': formSchema(TENANT_SCHEMAS.tenant) as Node,
    'menu.json': formSchema(TENANT_SCHEMAS.menu) as Node,
    'forms/register.json': registerForm(),
  };
}

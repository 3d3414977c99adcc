import Ajv2020 from 'ajv/dist/2020';
import type { ValidateFunction } from 'ajv';
import type { LayoutFile, PageConfig } from './types.js';

/** Widget settings JSON Schemas, by widget type. */
export type WidgetSchemas = Record<string, Record<string, unknown>>;

const ajv = new Ajv2020({ useDefaults: true, strict: false, allErrors: true, logger: false });
const compiled = new WeakMap<Record<string, unknown>, ValidateFunction>();

function defaultsFiller(schema: Record<string, unknown>): ValidateFunction {
  let validate = compiled.get(schema);
  if (!validate) {
    const { $id: _id, ...rest } = schema;
    validate = ajv.compile(rest);
    compiled.set(schema, validate);
  }
  return validate;
}

/** A page whose every section carries complete settings: the schema defaults filled in. */
export function withWidgetDefaults(page: PageConfig, schemas: WidgetSchemas): PageConfig {
  const sections: PageConfig['sections'] = {};
  for (const [id, section] of Object.entries(page.sections)) {
    const schema = schemas[section.type];
    const settings = structuredClone(section.settings ?? {});
    if (schema) defaultsFiller(schema)(settings);
    sections[id] = { ...section, settings };
  }
  return { ...page, sections };
}

/** The layout groups and pages with every section's settings complete. */
export function layoutAndPagesWithDefaults(
  config: { layout: LayoutFile; pages: Record<string, PageConfig> },
  schemas: WidgetSchemas,
): { layout: LayoutFile; pages: Record<string, PageConfig> } {
  return {
    layout: {
      header: withWidgetDefaults(config.layout.header, schemas),
      aside: withWidgetDefaults(config.layout.aside, schemas),
      footer: withWidgetDefaults(config.layout.footer, schemas),
    },
    pages: Object.fromEntries(
      Object.entries(config.pages).map(([name, page]) => [name, withWidgetDefaults(page, schemas)]),
    ),
  };
}

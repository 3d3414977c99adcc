import { existsSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { waitFor } from '@testing-library/react';
import Ajv2020 from 'ajv/dist/2020.js';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { applySchemaDefaults } from './apply-schema-defaults.js';
import { PageRenderer } from './PageRenderer.js';
import { widgetRegistry } from './registry.js';
import { widgetSchemas } from './schemas.js';
import { renderWithProviders } from './test-support/render-with-providers.js';

const srcDir = dirname(fileURLToPath(import.meta.url));
const ajv = new Ajv2020({ strict: true, allErrors: true });
const componentName = (type: string): string =>
  type.replace(/(^|-)([a-z])/g, (_match, _dash: string, letter: string) => letter.toUpperCase());

afterEach(() => {
  vi.restoreAllMocks();
});

/** The contract every registered widget honours; a new widget is covered by registering it. */
describe.each(Object.entries(widgetRegistry))('widget "%s"', (type, definition) => {
  const schema = widgetSchemas[type] as Record<string, unknown>;

  it('is registered under its folder name, which holds component, schema, index and test', async () => {
    expect(definition.type).toBe(type);
    const name = componentName(type);
    for (const file of [`${name}.tsx`, `${name}.test.tsx`, 'schema.json', 'index.ts']) {
      expect(existsSync(join(srcDir, type, file)), `${type}/${file}`).toBe(true);
    }
    const module = await definition.load();
    expect(typeof module.default).toBe('function');
  });

  it('has a draft 2020-12 settings schema with its $id, closed to unknown settings', () => {
    expect(schema).toBeDefined();
    expect(schema.$schema).toBe('https://json-schema.org/draft/2020-12/schema');
    expect(schema.$id).toBe(`https://schemas.wl.local/widgets/${type}.json`);
    expect(schema.type).toBe('object');
    expect(schema.additionalProperties).toBe(false);
    expect(ajv.validateSchema(schema), ajv.errorsText()).toBe(true);
  });

  it('accepts its own defaults and rejects an unknown setting', () => {
    const validate = ajv.compile(schema);
    const defaults = applySchemaDefaults(schema, {});
    expect(validate(defaults), ajv.errorsText(validate.errors)).toBe(true);
    expect(validate({ ...defaults, notASetting: 1 })).toBe(false);
  });

  it('loads and renders with its defaults inside the app providers', async () => {
    const consoleError = vi.spyOn(console, 'error');
    await renderWithProviders(
      <PageRenderer page={{ sections: { only: { type } }, order: ['only'] }} />,
      {
        status: { status: 1, maintenanceEnd: '2030-05-15T12:00:00Z', ip: '203.0.113.7' },
      },
    );
    await waitFor(() => expect(document.querySelector(`[data-widget="${type}"]`)).not.toBeNull());
    expect(document.querySelector('[data-section-error]')).toBeNull();
    expect(consoleError).not.toHaveBeenCalled();
  });
});

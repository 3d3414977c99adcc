import { existsSync, readdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { waitFor } from '@testing-library/react';
import Ajv2020 from 'ajv/dist/2020.js';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { gateModules } from '@wl/core';
import { withWidgetDefaults } from '@wl/tenant-config/node';
import { loadWidgetSchemas, PageRenderer } from '@wl/widgets';
import { demoTenant, renderWithProviders } from '@wl/widgets/testing';
import { ALL_WIDGETS } from './index.js';

const packagesDir = join(dirname(fileURLToPath(import.meta.url)), '../..');
const schemas = await loadWidgetSchemas(ALL_WIDGETS);
const ajv = new Ajv2020({ strict: true, allErrors: true });
const componentName = (type: string): string =>
  type.replace(/(^|-)([a-z])/g, (_match, _dash: string, letter: string) => letter.toUpperCase());

/** Where a widget's folder may be: a generic page block, or a widget of some feature. */
function widgetFolders(type: string): string[] {
  const generic = join(packagesDir, 'widgets/src', type);
  const featuresDir = join(packagesDir, 'features/src');
  const ofFeatures = readdirSync(featuresDir, { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => join(featuresDir, entry.name, 'widgets', type));
  return [generic, ...ofFeatures].filter((dir) => existsSync(join(dir, 'index.ts')));
}

/** The settings a section of the widget needs at least: its schema's first example, else none. */
function minimalSettings(schema: Record<string, unknown>): Record<string, unknown> {
  const examples = schema.examples as Record<string, unknown>[] | undefined;
  return { ...examples?.[0] };
}

afterEach(() => {
  vi.restoreAllMocks();
});

/** The contract every widget honours, generic or a feature's; a new widget is covered by defining it. */
describe.each(ALL_WIDGETS.map((definition) => [definition.type, definition] as const))(
  'widget "%s"',
  (type, definition) => {
    const schema = schemas[type] as Record<string, unknown>;

    it('lives in one folder named for its type: component, schema, definition, settings type', async () => {
      const folders = widgetFolders(type);
      expect(folders).toHaveLength(1);
      for (const file of [
        `${componentName(type)}.tsx`,
        'schema.json',
        'index.ts',
        'settings.gen.ts',
      ]) {
        expect(existsSync(join(folders[0]!, file)), `${type}/${file}`).toBe(true);
      }
      const module = await definition.load();
      expect(typeof module.default).toBe('function');
    });

    it('has a draft 2020-12 settings schema with its $id, closed to unknown settings', () => {
      expect(schema.$schema).toBe('https://json-schema.org/draft/2020-12/schema');
      expect(schema.$id).toBe(`https://schemas.wl.local/widgets/${type}.json`);
      expect(schema.type).toBe('object');
      expect(schema.additionalProperties).toBe(false);
      expect(ajv.validateSchema(schema), ajv.errorsText()).toBe(true);
    });

    it('accepts its minimal settings with the defaults filled in, and rejects an unknown setting', () => {
      const validate = ajv.compile(schema);
      const page = withWidgetDefaults(
        { sections: { only: { type, settings: minimalSettings(schema) } }, order: ['only'] },
        schemas,
      );
      const settings = page.sections.only?.settings ?? {};
      expect(validate(settings), ajv.errorsText(validate.errors)).toBe(true);
      expect(validate({ ...settings, notASetting: 1 })).toBe(false);
    });

    it('loads and renders with its defaults inside the app providers', async () => {
      const consoleError = vi.spyOn(console, 'error');
      const page = withWidgetDefaults(
        { sections: { only: { type, settings: minimalSettings(schema) } }, order: ['only'] },
        schemas,
      );
      // The modules its gate (with its feature's) needs are on for this tenant.
      const modules = Object.fromEntries(gateModules(definition.module).map((id) => [id, true]));
      await renderWithProviders(<PageRenderer page={page} />, {
        tenant: demoTenant({ modules }),
        widgets: ALL_WIDGETS,
        status: { status: 1, maintenanceEnd: '2030-05-15T12:00:00Z', ip: '203.0.113.7' },
      });
      await waitFor(() => expect(document.querySelector(`[data-widget="${type}"]`)).not.toBeNull());
      expect(document.querySelector('[data-section-error]')).toBeNull();
      expect(consoleError).not.toHaveBeenCalled();
    });
  },
);

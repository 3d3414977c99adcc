/**
 * Docs that list code, made from the registries at run time, all in docs/architecture.md (README
 * links there): the widget table (every widget of `ALL_WIDGETS` with its settings schema) and the
 * feature table (every
 * feature of `ALL_FEATURES`, described by the doc comment above its `defineFeature`).
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import {
  ALL_FEATURES,
  ALL_WIDGETS,
  APP_ROUTES,
  loadAllWidgetSchemas,
  type Feature,
} from '@wl/features';
import { ROOT, markdownSection, markdownTable, type Copy } from './generated-file.js';

const code = (name: string): string => `\`${name}\``;
const list = (names: readonly string[]): string => (names.length > 0 ? names.join(', ') : '—');

/** The doc comment above a feature's `defineFeature`, without its references to the docs. */
export function featureSummary(id: string, source: string): string {
  const found =
    /\/\*\*((?:(?!\*\/)[\s\S])*)\*\/\s*export const \w+(?::\s*\w+)?\s*=\s*defineFeature\(/.exec(
      source,
    );
  if (!found?.[1]) throw new Error(`feature ${id}: give its defineFeature a doc comment`);
  const text = found[1]
    .split('\n')
    .map((line) => line.replace(/^\s*\*\s?/, '').trim())
    .join(' ')
    .replace(/\s*\((?:docs\/\S+?(?:,\s*)?)+\)/g, '')
    .replace(/\s*docs\/\S+?(?:,\s*|(?=\s|$))/g, '')
    .replace(/\s+/g, ' ')
    .trim();
  return text.endsWith('.') ? text : `${text}.`;
}

function featureRoutes(feature: Feature): string {
  return list(
    feature.routes.map((route) => {
      const addresses = APP_ROUTES.filter((entry) => entry.name === route.name).map((entry) =>
        code(entry.path),
      );
      const notes = [
        route.requiresAuth ? 'guarded' : '',
        route.layout === 'bare' ? 'bare layout' : '',
        route.modal ? `modal ${code(route.modal)}` : '',
      ].filter(Boolean);
      return `${addresses.join(', ')}${notes.length > 0 ? ` (${notes.join(', ')})` : ''}`;
    }),
  );
}

async function featureTable(): Promise<string> {
  const rows = ALL_FEATURES.map((feature) => {
    const source = readFileSync(
      join(ROOT, 'packages/features/src', feature.id, 'index.ts'),
      'utf8',
    );
    return [
      feature.id,
      featureSummary(feature.id, source),
      featureRoutes(feature),
      list(feature.widgets.map((widget) => code(widget.type))),
      list([
        ...Object.keys(feature.modals).map(code),
        ...(feature.signedIn ? ['a signed-in part'] : []),
      ]),
      list((feature.pages ?? []).map((page) => `${code(page.name)} (${page.centres.join(', ')})`)),
    ];
  });
  return markdownTable(
    ['feature', 'what it is', 'routes', 'widgets', 'modals and parts', 'centre pages'],
    rows,
  );
}

type Schema = Record<string, unknown>;

/** A text up to its first full stop followed by a space. */
const firstSentence = (text: string): string => /^.*?\.(?=\s|$)/.exec(text)?.[0] ?? text;

function settingsOf(schema: Schema): string {
  const properties = Object.keys(schema.properties ?? {});
  return list(properties.map(code));
}

async function widgetTable(): Promise<string> {
  const schemas = (await loadAllWidgetSchemas()) as Record<string, Schema>;
  const ownerOf = new Map<string, string>();
  for (const feature of ALL_FEATURES)
    for (const widget of feature.widgets) ownerOf.set(widget.type, feature.id);
  const rows = ALL_WIDGETS.map(({ type }) => {
    const schema = schemas[type] ?? {};
    return [
      code(type),
      ownerOf.get(type) ?? 'page block',
      settingsOf(schema),
      typeof schema.description === 'string' ? firstSentence(schema.description) : '',
    ];
  });
  return [
    `${ALL_WIDGETS.length} widget types. A page block lives in ` +
      "`packages/widgets/src/<type>/`, a feature's widget in " +
      '`packages/features/src/<feature>/widgets/<type>/`; its `schema.json` states its settings ' +
      '(types, limits, defaults).',
    await markdownTable(['widget', 'from', 'settings', 'what it shows'], rows),
  ].join('\n\n');
}

/** The doc sections made from the registries. */
export const REGISTRY_DOCS: readonly Copy[] = [
  markdownSection('docs/architecture.md', 'widgets', widgetTable),
  markdownSection('docs/architecture.md', 'features', featureTable),
];

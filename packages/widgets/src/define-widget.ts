import type { ComponentType } from 'react';
import type { Gate } from '@wl/core/gates';

/** Props every widget component receives: its complete settings and its section id. */
export interface WidgetProps<S> {
  settings: S;
  sectionId: string;
}

/** A widget's settings JSON Schema (draft 2020-12, defaults included). */
export type WidgetSchema = Record<string, unknown>;

/**
 * A widget, defined once in its folder's `index.ts`: the `type` sections name it by, its
 * settings schema (`schema.json`, read by tenant:check and by the server that fills defaults;
 * the browser never loads it) and its component, each its own chunk. The settings type
 * `settings.gen.ts` is generated from the schema (`pnpm widgets:gen`).
 */
export interface WidgetDefinition<S = Record<string, unknown>> {
  type: string;
  schema: () => Promise<{ default: WidgetSchema }>;
  load: () => Promise<{ default: ComponentType<WidgetProps<S>> }>;
  /**
   * The whitelabel module(s) the widget needs: while one is off a page does not render its
   * sections of this type and their chunk is not loaded (docs/architecture.md#gates). A feature's
   * own gate is added to each of its widgets.
   */
  module?: Gate;
}

/** A widget definition of any settings type (settings are checked per widget, not here). */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type AnyWidgetDefinition = WidgetDefinition<any>;

export function defineWidget<S>(definition: WidgetDefinition<S>): WidgetDefinition<S> {
  return definition;
}

/** The settings schema of every widget, by type (node: tenant:check, the site server). */
export async function loadWidgetSchemas(
  definitions: readonly AnyWidgetDefinition[],
): Promise<Record<string, WidgetSchema>> {
  const entries = await Promise.all(
    definitions.map(async (definition) => [definition.type, (await definition.schema()).default]),
  );
  return Object.fromEntries(entries) as Record<string, WidgetSchema>;
}

import type { ComponentType } from 'react';
import type { WidgetServer } from './widget-server.js';
import type { Gate } from '@wl/core/gates';

/** Props every widget component receives: its complete settings and its section id. */
export interface WidgetProps<S> {
  settings: S;
  sectionId: string;
}

/** A widget's settings JSON Schema (draft 2020-12, defaults included). */
export type WidgetSchema = Record<string, unknown>;

/** A side of the screen, named for the reading direction: `start` is the left in left-to-right languages. */
export type ScreenEdge = 'start' | 'end';

/** A CSS length in pixels or root ems, e.g. `104px`, `2.5rem`. */
export type CssLength = `${number}px` | `${number}rem`;

/**
 * A widget, defined once in its folder's `index.ts`: the `type` sections name it by, its
 * settings schema (`schema.json`, read by tenant:check and by the server that fills defaults;
 * the browser never loads it) and its component, each its own chunk. The settings type
 * `settings.gen.ts` is generated from the schema (`pnpm widgets:gen`).
 *
 * Optional declarations tell the app and the site server what the widget needs from them, so
 * neither names a widget type (docs/architecture.md#widgets):
 * - `placeholderHeight`: the height a section of this widget always has; it holds that space
 *   while its chunk loads and in the server's first view, so nothing below it moves;
 * - `server`: what the site server may do for a section while it serves the page (`server.ts`
 *   beside `index.ts`, node only like the schema: the browser build never bundles it);
 * - `blocks`: the widget types a section of this widget may hold as its own blocks;
 * - `screenEdge`: the edge a section fixes its buttons to, where the page keeps a strip free.
 */
export interface WidgetDefinition<S = Record<string, unknown>> {
  type: string;
  schema: () => Promise<{ default: WidgetSchema }>;
  load: () => Promise<{ default: ComponentType<WidgetProps<S>> }>;
  placeholderHeight?: CssLength;
  server?: () => Promise<{ default: WidgetServer<S> }>;
  /**
   * The widget types a section of this widget may hold as its own blocks (child sections with
   * their own settings, in the section's order, as Shopify's section blocks); none without. The
   * blocks stand inside their section: its `placeholderHeight` holds their space too, and what
   * they need from the server is declared by their own widgets.
   */
  blocks?: readonly string[];
  /**
   * The whitelabel module(s) the widget needs: while one is off a page does not render its
   * sections of this type and their chunk is not loaded (docs/architecture.md#gates). A feature's
   * own gate is added to each of its widgets.
   */
  module?: Gate;
  /**
   * The edge of the screen a section of this widget fixes buttons to, from its settings; none
   * when it draws nothing there. Where a shown section has one, the page keeps a strip free for
   * them (on phones a bar along the bottom, from tablet width a gutter on that side), from the
   * first paint (the site server marks `<html>`) and while the chunk loads (the section's
   * `data-screen-edge` marker, PageRenderer), and nowhere else.
   */
  screenEdge?: (settings: S) => ScreenEdge | undefined;
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

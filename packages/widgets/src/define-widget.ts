import type { ComponentType } from 'react';

/** Props every widget component receives: its validated settings and its section id. */
export interface WidgetProps<S> {
  settings: S;
  sectionId: string;
}

/**
 * A widget's registration: its type name and a lazy loader for its component.
 * The props JSON Schema lives beside it as `schema.json` and is registered in `schemas.ts`
 * (kept apart so the browser bundle never carries schemas and tenant:check never loads React).
 */
export interface WidgetDefinition<S = Record<string, unknown>> {
  type: string;
  load: () => Promise<{ default: ComponentType<WidgetProps<S>> }>;
}

export function defineWidget<S>(def: WidgetDefinition<S>): WidgetDefinition<S> {
  return def;
}

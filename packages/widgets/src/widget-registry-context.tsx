import { createContext, useContext, useMemo, type ReactNode } from 'react';
import type { AnyWidgetDefinition } from './define-widget.js';
import { GENERIC_WIDGETS } from './registry.js';

/** Widget definitions by type. */
export type WidgetRegistry = ReadonlyMap<string, AnyWidgetDefinition>;

export function widgetRegistry(definitions: readonly AnyWidgetDefinition[]): WidgetRegistry {
  const registry = new Map<string, AnyWidgetDefinition>();
  for (const definition of definitions) {
    if (registry.has(definition.type))
      throw new Error(`widget type "${definition.type}" is defined twice`);
    registry.set(definition.type, definition);
  }
  return registry;
}

const WidgetRegistryContext = createContext<WidgetRegistry>(widgetRegistry(GENERIC_WIDGETS));

/** Makes `widgets` (the generic ones and those of every feature) renderable by PageRenderer. */
export function WidgetRegistryProvider({
  widgets,
  children,
}: {
  widgets: readonly AnyWidgetDefinition[];
  children: ReactNode;
}) {
  const registry = useMemo(() => widgetRegistry(widgets), [widgets]);
  return (
    <WidgetRegistryContext.Provider value={registry}>{children}</WidgetRegistryContext.Provider>
  );
}

export function useWidgetRegistry(): WidgetRegistry {
  return useContext(WidgetRegistryContext);
}

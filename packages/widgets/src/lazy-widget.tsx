import { lazy, useMemo, type ComponentType, type LazyExoticComponent } from 'react';
import { applySchemaDefaults } from './apply-schema-defaults.js';
import type { WidgetProps } from './define-widget.js';
import { widgetRegistry, type WidgetType } from './registry.js';

export type SectionSettings = Record<string, unknown> | undefined;
export type LazyWidget = LazyExoticComponent<ComponentType<WidgetProps<SectionSettings>>>;

/**
 * A lazy component for a widget type. It loads the widget's chunk and the schemas chunk
 * together and fills the settings a section leaves out from the schema defaults.
 */
function createLazyWidget(type: WidgetType): LazyWidget {
  return lazy(async () => {
    const [module, { widgetSchemas }] = await Promise.all([
      widgetRegistry[type].load(),
      import('./schemas.js'),
    ]);
    const Widget = module.default as ComponentType<WidgetProps<Record<string, unknown>>>;
    const schema = widgetSchemas[type];
    function WidgetWithDefaults({ settings, sectionId }: WidgetProps<SectionSettings>) {
      const withDefaults = useMemo(() => applySchemaDefaults(schema, settings), [settings]);
      return <Widget settings={withDefaults} sectionId={sectionId} />;
    }
    WidgetWithDefaults.displayName = `Widget(${type})`;
    return { default: WidgetWithDefaults };
  });
}

/** One lazy component per widget type, created once; nothing loads until a page renders it. */
export const lazyWidgets = Object.fromEntries(
  Object.keys(widgetRegistry).map((type) => [type, createLazyWidget(type as WidgetType)]),
) as Record<WidgetType, LazyWidget>;

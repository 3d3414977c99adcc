/** The React-free entry: widget definitions and their schemas, for node (tenant:check, servers). */
export {
  defineWidget,
  loadWidgetSchemas,
  type AnyWidgetDefinition,
  type CssLength,
  type ScreenEdge,
  type WidgetDefinition,
  type WidgetProps,
  type WidgetSchema,
} from './define-widget.js';
export { GENERIC_WIDGETS } from './registry.js';
export type { Centre, CentrePage } from './centre-pages/centre-page.js';
export type {
  HeaderEntries,
  HeaderLink,
  HeaderShortcut,
  ModuleGate,
  ShortcutCount,
  ShortcutIcon,
} from './header-entries/header-entry.js';

import type { WidgetDefinition } from './define-widget.js';
import { blockedWidget } from './blocked/index.js';
import { footerWidget } from './footer/index.js';
import { headerWidget } from './header/index.js';
import { heroWidget } from './hero/index.js';
import { maintenanceWidget } from './maintenance/index.js';
import { richTextWidget } from './rich-text/index.js';
import { sideMenuWidget } from './side-menu/index.js';

/** A widget definition of any settings type (settings are checked per widget, not here). */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type AnyWidgetDefinition = WidgetDefinition<any>;

/** Every widget a tenant page may use, keyed by the `type` written in its sections. */
export const widgetRegistry = {
  header: headerWidget,
  'side-menu': sideMenuWidget,
  footer: footerWidget,
  hero: heroWidget,
  'rich-text': richTextWidget,
  maintenance: maintenanceWidget,
  blocked: blockedWidget,
} as const satisfies Record<string, AnyWidgetDefinition>;

export type WidgetType = keyof typeof widgetRegistry;

export function isWidgetType(type: string): type is WidgetType {
  return Object.hasOwn(widgetRegistry, type);
}

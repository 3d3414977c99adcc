import type { PageConfig } from '@wl/tenant-config';
import { withWidgetDefaults } from '@wl/tenant-config/node';
import { loadWidgetSchemas, type AnyWidgetDefinition } from '../define-widget.js';
import { GENERIC_WIDGETS } from '../registry.js';

/** A page as the browser receives it: settings completed from the widget schemas on the server. */
export async function pageWithDefaults(
  page: PageConfig,
  widgets: readonly AnyWidgetDefinition[] = GENERIC_WIDGETS,
): Promise<PageConfig> {
  return withWidgetDefaults(page, await loadWidgetSchemas(widgets));
}

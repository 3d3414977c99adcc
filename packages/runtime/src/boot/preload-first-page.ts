import { isGateOpen } from '@wl/core';
import type { PageConfig, PublicTenantConfig } from '@wl/tenant-config';
import type { AnyWidgetDefinition } from '@wl/widgets';
import { appRouteAt } from '../router/route-match.js';

/**
 * The widgets of the page at `pathname` and of its layout's groups. What the tenant's modules
 * close is left out: a closed route's not-available page stands in for its page, and a widget
 * whose gate is closed is not drawn (docs/architecture.md#gates).
 */
export function firstPageWidgets(
  tenant: PublicTenantConfig,
  widgets: readonly AnyWidgetDefinition[],
  pathname: string,
): AnyWidgetDefinition[] {
  const route = appRouteAt(pathname);
  if (!route) return [];
  const open = (gate: AnyWidgetDefinition['module']) => isGateOpen(gate, tenant.modules);
  const page: PageConfig | undefined =
    tenant.pages[open(route.modules) ? route.page : 'notAvailable'];
  const { header, aside, footer } = tenant.layout;
  const configs: PageConfig[] = route.layout === 'normal' ? [header, aside, footer] : [];
  if (page) configs.push(page);
  const types = new Set(
    configs.flatMap((config) =>
      config.order.flatMap((id) => {
        const section = config.sections[id];
        return section && section.disabled !== true ? [section.type] : [];
      }),
    ),
  );
  return widgets.filter((definition) => types.has(definition.type) && open(definition.module));
}

/**
 * Starts loading the widget chunks of the first page (`firstPageWidgets`) alongside the status
 * call, instead of after it (the page renders them once the app starts). Each chunk is asked for
 * in a task of its own, after the one that runs the entry: naming a chunk adds the `modulepreload`
 * and style links of everything it imports, work that would otherwise lengthen the entry's task
 * (docs/performance.md). A chunk that fails here is loaded (and its failure shown) again by the
 * page itself.
 */
export function preloadFirstPage(
  tenant: PublicTenantConfig,
  widgets: readonly AnyWidgetDefinition[],
  pathname: string,
): void {
  const queue = firstPageWidgets(tenant, widgets, pathname);
  const next = (): void => {
    const definition = queue.shift();
    if (!definition) return;
    definition.load().catch(() => undefined);
    setTimeout(next, 0);
  };
  setTimeout(next, 0);
}

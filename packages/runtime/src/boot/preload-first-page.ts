import { isGateOpen } from '@wl/core';
import type { PageConfig, PublicTenantConfig } from '@wl/tenant-config';
import type { AnyWidgetDefinition } from '@wl/widgets';
import { appRouteAt } from '../router/route-match.js';

/**
 * Starts loading the widget chunks of the page at `pathname` and of its layout's groups at once,
 * alongside the status call, instead of after it (the page renders them once the app starts).
 * A chunk that fails here is loaded (and its failure shown) again by the page itself. What the
 * tenant's modules close is not loaded: a closed route's not-available page stands in for its
 * page, and a widget whose gate is closed is left out (docs/architecture.md#gates).
 */
export function preloadFirstPage(
  tenant: PublicTenantConfig,
  widgets: readonly AnyWidgetDefinition[],
  pathname: string,
): void {
  const route = appRouteAt(pathname);
  if (!route) return;
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
  for (const definition of widgets)
    if (types.has(definition.type) && open(definition.module))
      definition.load().catch(() => undefined);
}

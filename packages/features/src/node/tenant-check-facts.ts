import type { AppFacts } from '@wl/tenant-config/node';
import { loadAllWidgetSchemas, RENDERED_PAGES, ROUTE_ADDRESS_TABLE } from '../index.js';
import { appDictionary } from './app-dictionaries.js';
import { featureDefaultPages } from './default-pages.js';

/**
 * What the app brings to the tenant check, the same for `tenant:check` and the site server: every
 * widget's settings schema, the pages the app renders, the default pages the features ship, the
 * addresses their routes declare and the interface's texts (the English dictionary).
 */
export async function tenantCheckFacts(): Promise<AppFacts> {
  return {
    widgetSchemas: await loadAllWidgetSchemas(),
    pages: RENDERED_PAGES,
    defaultPages: featureDefaultPages(),
    routeAddresses: ROUTE_ADDRESS_TABLE,
    interfaceDictionary: appDictionary('EN'),
  };
}

/**
 * The features and what they compose. React-free at import (components load lazily), so node
 * (tenant:check, the site server) reads the same widget definitions as the browser.
 */
import { loadWidgetSchemas, type WidgetSchema } from '@wl/widgets/definitions';
import { ALL_FEATURES } from './all-features.js';
import {
  routeAddressTable,
  composeCentrePages,
  composeHeaderEntries,
  composeModals,
  composeSignedInParts,
  composeRoutes,
  composeWidgets,
  renderedPages,
} from './compose.js';

export {
  defineFeature,
  type Centre,
  type CentrePage,
  type Feature,
  type FeatureModals,
  type FeatureRoute,
  type HeaderEntries,
  type ModalComponentProps,
  type ModalLoader,
  type RouteLayout,
} from './define-feature.js';
export {
  composeModals,
  composeRoutes,
  composeWidgets,
  renderedPages,
  type AppRoute,
} from './compose.js';
export { ALL_FEATURES };
export { consentChoiceInCookies, loadAnalyticsPart } from './analytics/index.js';

export const APP_ROUTES = composeRoutes(ALL_FEATURES);
/** Every route's addresses by route name, as the features declare them. */
export const ROUTE_ADDRESS_TABLE = routeAddressTable(ALL_FEATURES);
export const MODAL_LOADERS = composeModals(ALL_FEATURES);
/** Every widget tenant pages may use: the generic page blocks and the features' widgets. */
export const ALL_WIDGETS = composeWidgets(ALL_FEATURES);
/** Every feature's member-centre and agent-centre pages. */
export const CENTRE_PAGES = composeCentrePages(ALL_FEATURES);
/** What the features add to the site header: shortcuts and member-menu links. */
export const HEADER_ENTRIES = composeHeaderEntries(ALL_FEATURES);
/** What every page mounts while a visitor is signed in. */
export const SIGNED_IN_PARTS = composeSignedInParts(ALL_FEATURES);
/** Every tenant page the app renders. */
export const RENDERED_PAGES = renderedPages(APP_ROUTES);

/** The settings schema of every widget, by type (node only: the browser never loads schemas). */
export function loadAllWidgetSchemas(): Promise<Record<string, WidgetSchema>> {
  return loadWidgetSchemas(ALL_WIDGETS);
}

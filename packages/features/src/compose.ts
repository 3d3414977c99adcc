import { joinGates, type Gate, type ModalId } from '@wl/core';
import type { ModuleId } from '@wl/tenant-config';
import { EXTRA_PAGE_NAMES, type PageName, type RouteName } from '@wl/paths';
import {
  GENERIC_WIDGETS,
  type AnyWidgetDefinition,
  type HeaderEntries,
  type HeaderLink,
} from '@wl/widgets/definitions';
import type {
  CentrePage,
  Feature,
  FeatureRoute,
  ModalLoader,
  RouteLayout,
  SignedInPart,
} from './define-feature.js';

/** One address of the route table, as the router matches it. */
export interface AppRoute {
  name: RouteName | 'notFound';
  /** A route address, or `*` for any other address (the not-found page). */
  path: string;
  page: PageName;
  layout: RouteLayout;
  requiresAuth: boolean;
  membersOnly: boolean;
  titleKey: string;
  modal?: ModalId;
  /** Every module the route needs (its own and its feature's): none for an ungated route. */
  modules: readonly ModuleId[];
}

/** Any address no route claims shows the tenant's not-found page. */
const NOT_FOUND: AppRoute = {
  name: 'notFound',
  path: '*',
  page: 'notFound',
  layout: 'normal',
  requiresAuth: false,
  membersOnly: false,
  titleKey: 'routes.notFound',
  modules: [],
};

/** The addresses of a route, the one links use first. */
export function routeAddresses(route: FeatureRoute): readonly string[] {
  return [route.path, ...(route.aliases ?? [])];
}

/** Every route's addresses by route name (the one links use first), in feature order. */
export function routeAddressTable(
  features: readonly Feature[],
): Record<RouteName, readonly string[]> {
  return Object.fromEntries(
    features.flatMap((feature) =>
      feature.routes.map((route) => [route.name, routeAddresses(route)] as const),
    ),
  ) as Record<RouteName, readonly string[]>;
}

/**
 * The route table: every address of every feature route, then the not-found page. A route name
 * or an address belongs to one route only.
 */
export function composeRoutes(features: readonly Feature[]): AppRoute[] {
  const owner = new Map<RouteName, string>();
  const addressOwner = new Map<string, RouteName>();
  const table: AppRoute[] = [];
  for (const feature of features) {
    for (const route of feature.routes) {
      const previous = owner.get(route.name);
      if (previous !== undefined)
        throw new Error(`route "${route.name}" is declared by both ${previous} and ${feature.id}`);
      owner.set(route.name, feature.id);
      for (const path of routeAddresses(route)) {
        const claimed = addressOwner.get(path);
        if (claimed !== undefined)
          throw new Error(`address "${path}" belongs to both routes ${claimed} and ${route.name}`);
        addressOwner.set(path, route.name);
        table.push({
          name: route.name,
          path,
          page: route.page ?? route.name,
          layout: route.layout ?? 'normal',
          requiresAuth: route.requiresAuth ?? false,
          membersOnly: route.membersOnly ?? false,
          titleKey: route.titleKey,
          ...(route.modal !== undefined && { modal: route.modal }),
          modules: joinGates(feature.module, route.module),
        });
      }
    }
  }
  return [...table, NOT_FOUND];
}

/** The modal components of every feature, by modal id. */
export function composeModals(features: readonly Feature[]): ReadonlyMap<ModalId, ModalLoader> {
  const modals = new Map<ModalId, ModalLoader>();
  for (const feature of features) {
    for (const [id, loader] of Object.entries(feature.modals) as [ModalId, ModalLoader][]) {
      if (modals.has(id)) throw new Error(`modal "${id}" is declared twice (${feature.id})`);
      modals.set(id, loader);
    }
  }
  return modals;
}

/** A thing a feature contributes, gated also by the feature's own gate. */
function withFeatureGate<T extends { module?: Gate }>(feature: Feature, thing: T): T {
  return feature.module === undefined
    ? thing
    : { ...thing, module: joinGates(feature.module, thing.module) };
}

/**
 * The generic page blocks and every feature's widgets (each with its feature's gate): what
 * tenant pages may use.
 */
export function composeWidgets(features: readonly Feature[]): AnyWidgetDefinition[] {
  return [
    ...GENERIC_WIDGETS,
    ...features.flatMap((feature) =>
      feature.widgets.map((widget) => withFeatureGate(feature, widget)),
    ),
  ];
}

/**
 * Every feature's centre pages (each with its feature's gate), in feature order; a page name
 * belongs to one feature only.
 */
export function composeCentrePages(features: readonly Feature[]): CentrePage[] {
  const owner = new Map<string, string>();
  return features.flatMap((feature) =>
    (feature.pages ?? []).map((page) => {
      const previous = owner.get(page.name);
      if (previous !== undefined)
        throw new Error(
          `centre page "${page.name}" is declared by both ${previous} and ${feature.id}`,
        );
      owner.set(page.name, feature.id);
      return withFeatureGate(feature, page);
    }),
  );
}

/** Fails when two entries of one kind share an id. */
function uniqueIds<T extends HeaderLink>(kind: string, entries: readonly T[]): readonly T[] {
  const seen = new Set<string>();
  for (const entry of entries) {
    if (seen.has(entry.id)) throw new Error(`header ${kind} entry "${entry.id}" is declared twice`);
    seen.add(entry.id);
  }
  return entries;
}

/** Every feature's header shortcuts and member-menu links, in feature order. */
export function composeHeaderEntries(features: readonly Feature[]): Required<HeaderEntries> {
  return {
    shortcuts: uniqueIds(
      'shortcut',
      features.flatMap((feature) => feature.header?.shortcuts ?? []),
    ),
    memberMenu: uniqueIds(
      'member-menu',
      features.flatMap((feature) => feature.header?.memberMenu ?? []),
    ),
  };
}

/** The signed-in parts of every feature, in feature order. */
export function composeSignedInParts(features: readonly Feature[]): SignedInPart[] {
  return features.flatMap((feature) => (feature.signedIn ? [feature.signedIn] : []));
}

/** The tenant pages the app renders: each route's page, the not-found page, the status views. */
export function renderedPages(routes: readonly AppRoute[]): PageName[] {
  return [...new Set<PageName>([...routes.map((route) => route.page), ...EXTRA_PAGE_NAMES])];
}

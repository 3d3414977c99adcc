import type { ComponentType } from 'react';
import type { Gate, ModalId, ModalRegistry } from '@wl/core';
import type { PageName, RouteName } from '@wl/paths';
import type { WhitelabelModule } from '@wl/tenant-config';
import type { AnyWidgetDefinition, CentrePage, HeaderEntries } from '@wl/widgets/definitions';

export type { Centre, CentrePage, HeaderEntries } from '@wl/widgets/definitions';

export type RouteLayout = 'normal' | 'bare';

/**
 * A route a feature contributes, with its addresses. It renders the tenant page of the same name,
 * `pages/<name>.json`, inside its layout; the feature's own `pages/<name>.json` is that page until
 * a tenant overrides it (docs/architecture.md#a-features-routes-and-default-pages). `@wl/paths`
 * holds a generated copy of the addresses, so links are built with `paths.<name>()`.
 * docs/product/routes.md#route-table
 */
export interface FeatureRoute {
  /** The route's name: `paths.<name>()` builds its address (run `pnpm facts:gen` after a new one). */
  name: RouteName;
  /** The address links use, e.g. `/promotions`. */
  path: `/${string}`;
  /** Other addresses that show the same route (e.g. `/index.html` for home). */
  aliases?: readonly `/${string}`[];
  /** Translation key of the document title. */
  titleKey: string;
  /** `normal` (header, footer, side menu; the default) or `bare` (agent pages). */
  layout?: RouteLayout;
  /** Without a stored token the visitor goes to /login. */
  requiresAuth?: boolean;
  /**
   * A member feature: besides `requiresAuth`, a trial account is told to register first and goes
   * home (docs/product/routes.md#route-guard).
   */
  membersOnly?: boolean;
  /** Render this page instead of the route's own (e.g. /login shows home under its modal). */
  page?: PageName;
  /** A modal opened while the route is shown; closing it goes home. */
  modal?: ModalId;
  /**
   * The whitelabel module(s) the route needs (with its feature's): while one is off the route
   * shows the not-available page and SEO files leave it out (docs/architecture.md#gates).
   */
  module?: Gate;
}

/** Props of a modal component: the props it was opened with, and how to close it. */
export interface ModalComponentProps<Id extends ModalId = ModalId> {
  props: ModalRegistry[Id];
  onClose: () => void;
}

export type ModalLoader<Id extends ModalId = ModalId> = () => Promise<{
  default: ComponentType<ModalComponentProps<Id>>;
}>;

/** Modal components by id, each its own chunk. */
export type FeatureModals = { [Id in ModalId]?: ModalLoader<Id> };

/**
 * What a feature contributes to the app. Listed once in `all-features.ts`.
 *
 * Its texts (route titles, its widgets' and modals' words) live beside its `index.ts` in one
 * `locales.json`, a dictionary per language (`vi`, `en`, `cn`, `tw`) in the nested shape of the
 * core dictionaries; `@wl/features/node` merges them over the core texts in the order of
 * `ALL_FEATURES`.
 */
export interface Feature {
  /** Also the feature's folder name, where its `locales.json` is read from. */
  id: string;
  /**
   * The whitelabel module(s) everything the feature contributes needs: added to the gate of each
   * of its routes, widgets and centre pages (docs/architecture.md#gates).
   */
  module?: Gate;
  /**
   * The whitelabel modules this feature alone gates with, declared here rather than in the
   * platform's list (`PLATFORM_MODULES` in `@wl/tenant-config`); `pnpm facts:gen` joins both into
   * the one module list (docs/architecture.md#modules).
   */
  modules?: readonly WhitelabelModule[];
  routes: readonly FeatureRoute[];
  modals: FeatureModals;
  /** The feature's widgets (its route's main widget and any others tenant pages may use). */
  widgets: readonly AnyWidgetDefinition[];
  /**
   * The feature's member-centre and agent-centre pages, shown by name in the centres
   * (docs/product/member.md#centre-pages).
   */
  pages?: readonly CentrePage[];
  /**
   * A part of the app mounted on every page while a visitor is signed in, e.g. a popup that
   * watches for server events; its own chunk, loaded only then
   * (docs/product/routes.md#signed-in-extras).
   */
  signedIn?: SignedInPart;
  /**
   * What the feature adds to the site header: shortcuts (e.g. deposit, the inbox with its unread
   * count) and member-menu links, each hidden while its `module` is off
   * (docs/architecture.md#header-entries).
   */
  header?: HeaderEntries;
}

/** The lazily loaded component of a feature's signed-in part. */
export type SignedInPart = () => Promise<{ default: ComponentType }>;

export function defineFeature(feature: Feature): Feature {
  return feature;
}

import { ROUTE_ADDRESSES } from './generated/route-addresses.gen.js';

export { ROUTE_ADDRESSES };

export type RouteName = keyof typeof ROUTE_ADDRESSES;

export const ROUTE_NAMES = Object.keys(ROUTE_ADDRESSES) as RouteName[];

/**
 * Tenant pages that are not routes: any unknown address, a route whose gate is closed, and the two
 * start-up status views.
 */
export const EXTRA_PAGE_NAMES = ['notFound', 'notAvailable', 'maintenance', 'blocked'] as const;

export type PageName = RouteName | (typeof EXTRA_PAGE_NAMES)[number];

/**
 * Every route of the player site and the agent portal: the route's name (also the name of the
 * tenant page it renders, `pages/<name>.json`) and its addresses, the first being the one links
 * use. docs/product/routes.md#route-table
 */
export const ROUTE_ADDRESSES = {
  home: ['/', '/index', '/index.html', '/home'],
  login: ['/login'],
  register: ['/register'],
  agent: ['/agent'],
  agentHome: ['/agentHome'],
  member: ['/member'],
  help: ['/help', '/helpmc'],
  sports: ['/sports'],
  esports: ['/esports'],
  live: ['/live'],
  lott: ['/lott'],
  elott: ['/elott'],
  cockfight: ['/cockfight'],
  pvp: ['/pvp'],
  fish: ['/fish'],
  rng: ['/rng'],
  lottery: ['/lottery'],
  seaLottery: ['/seaLottery'],
  vnLottery: ['/vnLottery'],
  promotions: ['/promotions'],
  pointMall: ['/pointMall'],
  seamless: ['/seamless'],
} as const satisfies Record<string, readonly [string, ...string[]]>;

export type RouteName = keyof typeof ROUTE_ADDRESSES;

export const ROUTE_NAMES = Object.keys(ROUTE_ADDRESSES) as RouteName[];

/**
 * Tenant pages that are not routes: any unknown address, a route whose gate is closed, and the two
 * start-up status views.
 */
export const EXTRA_PAGE_NAMES = ['notFound', 'notAvailable', 'maintenance', 'blocked'] as const;

export type PageName = RouteName | (typeof EXTRA_PAGE_NAMES)[number];

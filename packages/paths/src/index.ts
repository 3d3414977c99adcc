export {
  ROUTE_ADDRESSES,
  ROUTE_NAMES,
  EXTRA_PAGE_NAMES,
  type RouteName,
  type PageName,
} from './route-addresses.js';
export {
  MEMBER_PAGES,
  type MemberPage,
  type CentrePageName,
  type LotteryQuery,
  type RouteQueries,
} from './route-queries.js';
export {
  paths,
  routeNameOf,
  isExternalHref,
  isLinkTarget,
  type PathBuilder,
  type RouteQuery,
} from './paths.js';

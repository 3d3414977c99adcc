import { sectionPageName, type SectionName } from '../sections/section-names.js';

export type RouteLayout = 'normal' | 'bare';
export type RouteModal = 'login' | 'register';

/**
 * One route of the app (SPEC §2). A route shows either a lazy `section` or a tenant `page`
 * (`pages/<page>.json` through PageRenderer); with neither it is the not-found page.
 * `modal` opens that modal over the page. `titleKey` names the page (document title, headings).
 */
export interface AppRoute {
  path: string;
  name: string;
  layout: RouteLayout;
  section: SectionName | null;
  page: string | null;
  requiresAuth: boolean;
  titleKey: string;
  modal?: RouteModal;
}

type RouteOptions = Partial<Pick<AppRoute, 'layout' | 'requiresAuth' | 'modal' | 'titleKey'>>;

const page = (
  path: string,
  name: string,
  pageName: string | null,
  titleKey: string,
  options: RouteOptions = {},
): AppRoute => ({
  path,
  name,
  layout: 'normal',
  section: null,
  page: pageName,
  requiresAuth: false,
  titleKey,
  ...options,
});

const section = (path: string, sectionName: SectionName, options: RouteOptions = {}): AppRoute => ({
  path,
  name: path.slice(1),
  layout: 'normal',
  section: sectionName,
  page: null,
  requiresAuth: false,
  titleKey: `sections.${sectionPageName(sectionName)}`,
  ...options,
});

export const ROUTES: readonly AppRoute[] = [
  page('/', 'home', 'home', 'sections.home'),
  page('/index', 'home', 'home', 'sections.home'),
  page('/index.html', 'home', 'home', 'sections.home'),
  page('/home', 'home', 'home', 'sections.home'),
  page('/login', 'login', 'home', 'modals.login.title', { modal: 'login' }),
  page('/register', 'register', 'home', 'modals.register.title', { modal: 'register' }),
  page('/agent', 'agent', 'agent', 'sections.agentLogin', { layout: 'bare' }),
  page('/agentHome', 'agentHome', 'agentHome', 'sections.agentCenter', {
    layout: 'bare',
    requiresAuth: true,
  }),
  section('/member', 'MemberCenter', { requiresAuth: true }),
  page('/help', 'help', 'help', 'sections.help'),
  page('/helpmc', 'help', 'help', 'sections.help'),
  section('/sports', 'GameCenter'),
  section('/esports', 'GameCenter'),
  section('/live', 'GameCenter'),
  section('/lott', 'GameCenter'),
  section('/elott', 'GameCenter'),
  section('/cockfight', 'GameCenter', { titleKey: 'sections.cockfight' }),
  section('/pvp', 'GameListCenter'),
  section('/fish', 'GameListCenter'),
  section('/rng', 'GameListCenter'),
  section('/lottery', 'Lottery', { requiresAuth: true }),
  section('/seaLottery', 'Lottery', { requiresAuth: true }),
  section('/vnLottery', 'Lottery', { requiresAuth: true }),
  section('/promotions', 'Promotions'),
  section('/pointMall', 'PointMall'),
  section('/seamless', 'Seamless'),
  page('*', 'notFound', null, 'routes.notFound'),
];

/** Where a guarded route sends a visitor without a token. */
export const LOGIN_PATH = '/login';

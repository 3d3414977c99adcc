import type { EndpointId } from '@wl/api';
import type { LanguageCode } from '@wl/tenant-config';

/** A public call (no session) as a section's hooks ask it: the endpoint and its query. */
export interface PublicCall {
  id: EndpointId;
  query?: Readonly<Record<string, string | number>>;
}

/** What the site server knows of the page it serves: its language and the tenant's merchant. */
export interface ServedPage {
  language: LanguageCode;
  merchant: string;
}

/**
 * The public answers a section's first render needs, which the site server may ask while it
 * serves the page and inline into `#wl-first-answers`, so the app makes none of these calls at
 * start-up. Puck's `resolveData` is the model: data resolved from the section's settings.
 */
export interface FirstAnswersDeclaration<S> {
  /**
   * The calls, asked exactly as the section's hooks ask them (same endpoint, same query), so the
   * app finds each answer under its own key. A call of a module the tenant or the backend has
   * off is not asked or not kept.
   */
  calls: (settings: S, page: ServedPage) => readonly PublicCall[];
  /**
   * The image addresses an answer of those calls shows, in the order the section shows them; a
   * relative one is on the image host the app picks. The first `preloadedImages` are fetched first.
   */
  images?: (value: unknown, settings: S) => readonly string[];
  /** How many of `images` the page's head fetches first (none without). */
  preloadedImages?: number;
}

/** A section's first paint drawn by the server: escaped HTML and the images to fetch first. */
export interface FirstViewMarkup {
  markup: string;
  preload: readonly string[];
}

/** What a first view may draw with besides its settings and answer: the page's texts, images and site. */
export interface FirstViewPage extends ServedPage {
  /**
   * A text of the page's language as the app shows it (the tenant's own over the bundled ones,
   * then the fallback languages), its `{{name}}` placeholders filled from `values`; '' when none.
   */
  text: (key: string, values?: Readonly<Record<string, string>>) => string;
  /**
   * An image address an answer gives, as the app shows it: a relative one on the image host the
   * page keeps (the one its first answers name); undefined for one the app would not show.
   */
  image: (address: string) => string | undefined;
  /** Whether the tenant has a module on (its `tenant.json`), for what the section shows with it. */
  moduleOn: (modId: string) => boolean;
  /**
   * The pages a centre's menu offers by the tenant's config (each page's gate judged on its
   * `tenant.json` modules), in the menu's order: what the menu shows every visitor of the centre.
   */
  centrePages: (centre: 'member' | 'agent') => readonly { name: string; titleKey: string }[];
  /** The tenant's display name, logo (as the config gives it) and customer-service link. */
  site: { displayName: string; logo: string; customerServiceUrl: string };
  /** A parameter of the page's address (`?page=`), undefined when it has none. */
  param: (name: string) => string | undefined;
  /** The host the page is served on. */
  host: string;
  /** The visitor's address (a kept answer names whoever asked first). */
  visitorIp: string;
}

/**
 * A section drawn by the site server inside `#root` before the app starts (the app's own view
 * rendered with `drawnMarkup`), where the page will show it: its largest paint happens while the
 * HTML is parsed. The app then renders hidden beside it and takes its place in one frame.
 */
export interface FirstViewDeclaration<S> {
  /** The public call whose answer the section's first paint shows (asked within 300 ms). */
  call?: (settings: S, page: ServedPage) => PublicCall | undefined;
  /** The section's first paint from its settings and that answer; none when it cannot be drawn. */
  render: (settings: S, value: unknown, page: FirstViewPage) => FirstViewMarkup | undefined;
}

/** What the site server may do for a widget's sections while it serves a page (node only). */
export interface WidgetServer<S = Record<string, unknown>> {
  firstAnswers?: FirstAnswersDeclaration<S>;
  firstView?: FirstViewDeclaration<S>;
  /**
   * The section as drawn inside its space (its `placeholderHeight`) when it stands above another
   * section's first view, from its settings and the page: what every visitor sees of it (the
   * header's logo row, say), so it paints while the HTML is parsed; escaped HTML, none to leave
   * the space empty.
   */
  aboveView?: (settings: S, page: FirstViewPage) => string | undefined;
}

/** A widget's server declarations (its `server.ts`, loaded by `server` in its definition). */
export function defineWidgetServer<S>(server: WidgetServer<S>): WidgetServer<S> {
  return server;
}

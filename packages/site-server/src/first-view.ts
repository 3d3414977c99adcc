import type { FastifyInstance, FastifyRequest } from 'fastify';
import { ENDPOINTS } from '@wl/contract';
import { toAnnouncementGroups } from '@wl/core/announcements';
import { APP_ROUTES } from '@wl/features';
import type { LanguageCode, PublicTenantConfig, TenantConfig } from '@wl/tenant-config/node';
import { bannerImageSrc, bannersOfGroup } from '@wl/widgets/definitions';
import { escapeHtml } from './html-escape.js';

/**
 * Sections that may stand above the banner in the first view: each is a line of fixed height, held
 * by a placeholder of that height (styles.css of the runtime, `[data-section-placeholder]`).
 */
const FIXED_HEIGHT_SECTIONS: ReadonlySet<string> = new Set(['notice-marquee']);

/** How long the banners may take before the page goes out without its first slide. */
const BANNERS_TIMEOUT_MS = 300;

/** The banner the first view shows: its image, text and the carousel's proportions. */
export interface FirstSlide {
  src: string;
  alt: string;
  width: number;
  height: number;
  /** Sections above the banner, by type (each a placeholder of fixed height). */
  above: readonly string[];
}

interface BannerSection {
  groupName: string;
  width: number;
  height: number;
  above: string[];
}

/** A tenant's pages with complete settings (as the browser gets them). */
type Pages = PublicTenantConfig['pages'];

/**
 * The page's banner carousel when it belongs in the first view: the route is a plain page (normal
 * layout, no guard, no window over it) whose sections above its first carousel all have fixed
 * heights.
 */
function bannerSectionOf(pages: Pages, path: string): BannerSection | undefined {
  const route = APP_ROUTES.find((candidate) => candidate.path === path);
  if (!route || route.layout !== 'normal' || route.requiresAuth || route.modal) return undefined;
  const page = pages[route.page];
  if (!page) return undefined;
  const above: string[] = [];
  for (const id of page.order) {
    const section = page.sections[id];
    if (!section || section.disabled === true) continue;
    if (section.type === 'banner-carousel') {
      const settings = section.settings as Partial<Omit<BannerSection, 'above'>>;
      const { groupName, width, height } = settings;
      if (typeof groupName !== 'string' || typeof width !== 'number' || typeof height !== 'number')
        return undefined;
      return { groupName, width, height, above };
    }
    if (!FIXED_HEIGHT_SECTIONS.has(section.type)) return undefined;
    above.push(section.type);
  }
  return undefined;
}

/** Resolves with `undefined` when `promise` takes longer than `ms`. */
function within<T>(promise: Promise<T>, ms: number): Promise<T | undefined> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<undefined>((resolve) => {
    timer = setTimeout(() => resolve(undefined), ms);
  });
  return Promise.race([promise, late]).finally(() => clearTimeout(timer));
}

/**
 * The first slide of the page at `path` for a visitor without a session, in the page's language
 * (the tenant's default unless told): the banners come from this site's own backend paths (the mock or the upstream), asked
 * exactly as the runtime asks. None when the page has no banner first, the call fails or is slow.
 */
export async function firstSlideOf(
  app: FastifyInstance,
  request: FastifyRequest,
  tenant: TenantConfig,
  pages: Pages,
  path: string,
  language: LanguageCode = tenant.tenant.languages.default,
): Promise<FirstSlide | undefined> {
  const section = bannerSectionOf(pages, path);
  if (!section) return undefined;
  const endpoint = ENDPOINTS['content.announcements'];
  const answer = await within(
    app.inject({
      method: 'GET',
      url: endpoint.path,
      query: { types: 'B', platform: 'W' },
      headers: {
        host: request.headers.host ?? '',
        merchant: tenant.tenant.merchantCode,
        language,
        device: 'web',
        accept: 'application/json',
      },
    }),
    BANNERS_TIMEOUT_MS,
  ).catch(() => undefined);
  if (answer?.statusCode !== 200) return undefined;
  let envelope: unknown;
  try {
    envelope = answer.json();
  } catch {
    return undefined;
  }
  if (typeof envelope !== 'object' || envelope === null) return undefined;
  const { success, value } = envelope as { success?: unknown; value?: unknown };
  if (success !== true) return undefined;
  const first = bannersOfGroup(toAnnouncementGroups(value).banners, section.groupName)[0];
  const src = first && bannerImageSrc(first);
  if (!first || !src) return undefined;
  return {
    src,
    alt: first.title,
    width: section.width,
    height: section.height,
    above: section.above,
  };
}

/** The head element that fetches the first slide's image first of all. */
export function firstSlidePreload(slide: FirstSlide): string {
  return `<link rel="preload" as="image" fetchpriority="high" href="${escapeHtml(slide.src)}">`;
}

/**
 * The first view drawn before the app starts: the header's space, the fixed-height lines
 * above the banner and the banner's first slide where the page will show it. The runtime keeps it
 * on screen until the page is ready and then swaps it for the page in one frame.
 */
export function firstViewMarkup(slide: FirstSlide): string {
  const above = slide.above
    .map((type) => `<div data-section-placeholder="${escapeHtml(type)}"></div>`)
    .join('');
  return (
    `<div data-first-view aria-hidden="true"><div data-first-view-header></div>${above}` +
    `<div data-first-slide style="aspect-ratio:${slide.width} / ${slide.height}">` +
    `<img src="${escapeHtml(slide.src)}" alt="${escapeHtml(slide.alt)}" width="${slide.width}" height="${slide.height}" fetchpriority="high" decoding="sync">` +
    `</div></div>`
  );
}

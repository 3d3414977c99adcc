import type { FastifyInstance, FastifyRequest } from 'fastify';
import { toAnnouncementGroups } from '@wl/core/announcements';
import type { LanguageCode, TenantConfig } from '@wl/tenant-config/node';
import { bannerImageSrc, bannersOfGroup } from '@wl/widgets/definitions';
import { escapeHtml } from './html-escape.js';
import {
  askPublicAnswer,
  deadlineAfter,
  imagePreloadTag,
  plainPageOf,
  type Pages,
} from './public-answer.js';

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

/**
 * The page's banner carousel when it belongs in the first view: the route is a plain page (normal
 * layout, no guard, no window over it) whose sections above its first carousel all have fixed
 * heights.
 */
function bannerSectionOf(pages: Pages, path: string): BannerSection | undefined {
  const page = plainPageOf(pages, path);
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
  const { deadline, clear } = deadlineAfter(BANNERS_TIMEOUT_MS);
  const value = await askPublicAnswer(
    { app, request, tenant, language },
    'content.announcements',
    { types: 'B', platform: 'W' },
    deadline,
  ).finally(clear);
  if (value === undefined) return undefined;
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
  return imagePreloadTag(slide.src);
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

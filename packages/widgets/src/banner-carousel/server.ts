import { toAnnouncementGroups } from '@wl/core/announcements';
import { escapeHtml } from '../html-escape.js';
import { defineWidgetServer } from '../widget-server.js';
import { bannersOfGroup } from './banner-order.js';
import { bannerImageSrc } from './banner-target.js';
import type { BannerCarouselSettings } from './settings.gen.js';

/**
 * The carousel's first paint drawn by the site server: the group's first banner in the
 * carousel's proportions, its image fetched first (runtime styles.css, `[data-first-slide]`),
 * pixel for pixel where the carousel then draws it.
 */
export default defineWidgetServer<BannerCarouselSettings>({
  firstView: {
    // the banners as the carousel asks for them (useAnnouncements)
    call: () => ({ id: 'content.announcements', query: { types: 'B', platform: 'W' } }),
    render: ({ groupName, width, height }, value) => {
      if (typeof groupName !== 'string' || typeof width !== 'number' || typeof height !== 'number')
        return undefined;
      const first = bannersOfGroup(toAnnouncementGroups(value).banners, groupName)[0];
      const src = first && bannerImageSrc(first);
      if (!first || !src) return undefined;
      return {
        markup:
          `<div data-first-slide style="aspect-ratio:${width} / ${height}">` +
          `<img src="${escapeHtml(src)}" alt="${escapeHtml(first.title)}" width="${width}" height="${height}" fetchpriority="high" decoding="sync">` +
          `</div>`,
        preload: [src],
      };
    },
  },
});

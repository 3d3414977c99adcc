import { toAnnouncementGroups } from '@wl/core/announcements';
import { drawnMarkup } from '../drawn-markup.js';
import { defineWidgetServer } from '../widget-server.js';
import { BANNER_FILL, BannerArt, captionKeys } from './BannerArt.js';
import { BannerFrame } from './BannerFrame.js';
import { bannersOfGroup } from './banner-order.js';
import { bannerImageSrc } from './banner-target.js';
import { PlainSlides } from './PlainSlides.js';
import type { BannerCarouselSettings } from './settings.gen.js';
import type { PlainAutoplay } from './use-plain-autoplay.js';

/** The carousel standing on its first banner, as it starts. */
const STILL: PlainAutoplay = { current: 0, sliding: false };

/**
 * The carousel's first paint drawn by the site server: the group's first banner (`BannerArt`,
 * its caption too) in the carousel's frame and its slides' row (`BannerFrame`, `PlainSlides`
 * standing still), its image fetched first, pixel for pixel where the carousel then draws it. Not
 * a link: the app's slide is the one to follow.
 */
export default defineWidgetServer<BannerCarouselSettings>({
  firstView: {
    // the banners as the carousel asks for them (useAnnouncements)
    call: () => ({ id: 'content.announcements', query: { types: 'B', platform: 'W' } }),
    render: ({ groupName, width, height }, value, page) => {
      if (typeof groupName !== 'string' || typeof width !== 'number' || typeof height !== 'number')
        return undefined;
      const first = bannersOfGroup(toAnnouncementGroups(value).banners, groupName)[0];
      const src = first && bannerImageSrc(first);
      if (!first || !src) return undefined;
      const keys = captionKeys(first);
      const headline = page.text(keys.headline);
      const cta = page.text(keys.cta);
      const caption = headline === '' ? undefined : { headline, cta: cta === '' ? undefined : cta };
      const markup = drawnMarkup(
        <BannerFrame drawn width={width} height={height}>
          <PlainSlides
            drawn
            banners={[first]}
            autoplay={STILL}
            playing={false}
            renderSlide={(banner) => (
              <div className={BANNER_FILL}>
                <BannerArt
                  banner={banner}
                  width={width}
                  height={height}
                  priority
                  caption={caption}
                />
              </div>
            )}
          />
        </BannerFrame>,
      );
      return { markup, preload: [src] };
    },
  },
});

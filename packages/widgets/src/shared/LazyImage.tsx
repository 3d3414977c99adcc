import { useState } from 'react';
import { resolveOnCdn, useCdnHosts } from '@wl/core';
import { ImageSlot, SlotImage } from './ImageSlot.js';
import { useNearScreen } from './use-near-screen.js';

/** Share of the image slot that must be on screen before the image loads. */
export const LAZY_IMAGE_THRESHOLD = 0.1;

/**
 * How far below the screen's bottom edge a slot already counts as on screen: an image is asked for
 * just before it scrolls in, so a visitor scrolling down does not see empty slots.
 */
export const LAZY_IMAGE_MARGIN = '0px 0px 240px 0px';

/** A failed image is asked for once more before the default icon takes its place. */
const MAX_RETRIES = 1;

interface LazyImageProps {
  /**
   * The image address as the backend gives it: a relative one is put under the image host picked
   * from the start-up data; anything but http(s), null or empty shows the default icon.
   */
  src: string | null | undefined;
  alt: string;
  width: number;
  height: number;
  className?: string;
}

/**
 * An image that loads when a tenth of its slot comes within 240 px of the screen, retries once when it fails,
 * then shows the default icon. The slot has its size before the image arrives, so nothing moves.
 * docs/product/games.md#game-images
 */
export function LazyImage({ src, alt, width, height, className = '' }: LazyImageProps) {
  const { ref, near } = useNearScreen({
    margin: LAZY_IMAGE_MARGIN,
    threshold: LAZY_IMAGE_THRESHOLD,
  });
  const [failures, setFailures] = useState(0);
  const { imageCdn } = useCdnHosts();
  const url = src ? resolveOnCdn(src, imageCdn, window.location.origin) : undefined;
  const failed = url === undefined || failures > MAX_RETRIES;
  return (
    <ImageSlot ref={ref} width={width} height={height} className={className}>
      {failed ? (
        <DefaultIcon label={alt} />
      ) : near ? (
        <SlotImage
          // a new element asks the server again after a failure
          key={failures}
          src={url}
          alt={alt}
          width={width}
          height={height}
          decoding="async"
          data-attempt={failures + 1}
          onError={() => setFailures((n) => n + 1)}
        />
      ) : null}
    </ImageSlot>
  );
}

/** What an image that cannot load shows: a game-pad glyph named like the image (decorative without a name). */
function DefaultIcon({ label }: { label: string }) {
  const named = label !== '';
  return (
    <svg
      role={named ? 'img' : undefined}
      aria-label={named ? label : undefined}
      aria-hidden={named ? undefined : true}
      data-default-icon=""
      viewBox="0 0 24 24"
      className="h-1/2 w-1/2 text-base-content/40"
      fill="currentColor"
    >
      <path d="M7 6h10a5 5 0 0 1 4.9 6l-.8 4a3 3 0 0 1-5.1 1.4L14.6 16H9.4L8 17.4A3 3 0 0 1 2.9 16l-.8-4A5 5 0 0 1 7 6Zm0 3v1.5H5.5v1.5H7v1.5h1.5V12H10v-1.5H8.5V9H7Zm9 .5a1 1 0 1 0 0 2 1 1 0 0 0 0-2Zm2 2a1 1 0 1 0 0 2 1 1 0 0 0 0-2Z" />
    </svg>
  );
}

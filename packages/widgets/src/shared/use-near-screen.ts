import { useInView } from 'react-intersection-observer';

interface NearScreenOptions {
  /**
   * How far around the screen an element already counts as near it, as a CSS margin (top, right,
   * bottom, left; pixels or percentages of the screen), e.g. `0px 0px 240px 0px`.
   */
  margin: string;
  /** Share of the element that must be within that margin; any part of it when left out. */
  threshold?: number;
}

/**
 * Whether an element has come near the screen, once: `near` turns true the first time the element
 * given to `ref` is within `margin` of the screen and stays true. It is true at once for an element
 * already there (the first check follows the first layout), and in a browser without
 * IntersectionObserver. What waits on it (an image, a QR code, a block's calls) starts before the
 * visitor scrolls it into view. docs/performance.md
 */
export function useNearScreen({ margin, threshold }: NearScreenOptions) {
  const { ref, inView } = useInView({
    rootMargin: margin,
    threshold,
    triggerOnce: true,
    // without IntersectionObserver (old browsers), it counts as near at once
    fallbackInView: true,
  });
  return { ref, near: inView };
}

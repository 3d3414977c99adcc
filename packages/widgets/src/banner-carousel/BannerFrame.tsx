import type { ReactNode, Ref } from 'react';

interface BannerFrameProps {
  width: number;
  height: number;
  /** The carousel's name (its `labelKey` in the page's language). */
  label?: string;
  ref?: Ref<HTMLElement>;
  /**
   * The copy the site server draws in a first view, marked `data-first-slide` instead of the
   * carousel's widget mark (the app's carousel is rendered beside it).
   */
  drawn?: boolean;
  children: ReactNode;
}

/** The carousel's slot, in the banners' proportions before anything arrives. */
export function BannerFrame({ width, height, label, ref, drawn, children }: BannerFrameProps) {
  return (
    <section
      ref={ref}
      data-widget={drawn ? undefined : 'banner-carousel'}
      data-first-slide={drawn}
      aria-roledescription="carousel"
      aria-label={label}
      className="relative w-full overflow-hidden bg-base-200"
      style={{ aspectRatio: `${width} / ${height}` }}
    >
      {children}
    </section>
  );
}

import type { ReactNode, Ref } from 'react';

interface BannerFrameProps {
  width: number;
  height: number;
  /** The carousel's name (its `labelKey` in the page's language). */
  label?: string;
  ref?: Ref<HTMLElement>;
  /**
   * The copy the site server draws in a first view: a plain box marked `data-first-slide` (no
   * carousel region or widget mark; the app's carousel is rendered beside it).
   */
  drawn?: boolean;
  children: ReactNode;
}

/** The carousel's slot, in the banners' proportions before anything arrives. */
export function BannerFrame({
  width,
  height,
  label,
  ref,
  drawn = false,
  children,
}: BannerFrameProps) {
  const style = { aspectRatio: `${width} / ${height}` };
  const className = 'relative w-full overflow-hidden bg-base-200';
  return drawn ? (
    <div data-first-slide className={className} style={style}>
      {children}
    </div>
  ) : (
    <section
      ref={ref}
      data-widget="banner-carousel"
      aria-roledescription="carousel"
      aria-label={label}
      className={className}
      style={style}
    >
      {children}
    </section>
  );
}

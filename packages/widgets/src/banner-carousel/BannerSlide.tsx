import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import type { Banner } from '@wl/core';
import { bannerImageSrc, bannerTarget } from './banner-target.js';

interface BannerSlideProps {
  banner: Banner;
  width: number;
  height: number;
  /** The first slide: fetched first and never lazily, the page's largest paint. */
  priority: boolean;
}

const FILL = 'block h-full w-full';

/** One banner filling its slot, wrapped in what a click on it does. */
export function BannerSlide({ banner, width, height, priority }: BannerSlideProps) {
  const src = bannerImageSrc(banner);
  const image: ReactNode = src ? (
    <img
      src={src}
      alt={banner.title}
      width={width}
      height={height}
      className="h-full w-full object-cover"
      loading={priority ? 'eager' : 'lazy'}
      fetchPriority={priority ? 'high' : 'auto'}
      decoding={priority ? 'sync' : 'async'}
      draggable={false}
    />
  ) : (
    <span className="flex h-full w-full items-center justify-center bg-base-300 text-xl font-semibold">
      {banner.title}
    </span>
  );
  const target = bannerTarget(banner);
  switch (target.kind) {
    case 'external':
      return (
        <a href={target.href} target="_blank" rel="noopener noreferrer" className={FILL}>
          {image}
        </a>
      );
    case 'route':
      return (
        <Link to={target.to} className={FILL}>
          {image}
        </Link>
      );
    case 'none':
      return <div className={FILL}>{image}</div>;
  }
}

import type { ImgHTMLAttributes, ReactNode, Ref } from 'react';

interface ImageSlotProps {
  width: number;
  height: number;
  className?: string;
  ref?: Ref<HTMLSpanElement>;
  /** The image (`SlotImage`), the default icon, or nothing while the image is not asked for. */
  children?: ReactNode;
}

/**
 * The slot of an image in the image's proportions, sized before the image arrives, so nothing
 * moves when it does (`LazyImage`'s, and the site server's copy of a game list).
 */
export function ImageSlot({ width, height, className = '', ref, children }: ImageSlotProps) {
  return (
    <span
      ref={ref}
      className={`inline-flex items-center justify-center overflow-hidden bg-base-200 ${className}`}
      style={{ aspectRatio: `${String(width)} / ${String(height)}` }}
    >
      {children}
    </span>
  );
}

type SlotImageProps = Omit<ImgHTMLAttributes<HTMLImageElement>, 'className'> & {
  src: string;
  alt: string;
  width: number;
  height: number;
};

/**
 * The image filling its slot; how it is fetched (lazily, or first and decoded at once) is the
 * caller's.
 */
export function SlotImage(props: SlotImageProps) {
  return <img {...props} className="h-full w-full object-cover" />;
}

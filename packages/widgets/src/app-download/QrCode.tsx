import { lazy, Suspense } from 'react';
import { LAZY_IMAGE_MARGIN } from '../shared/LazyImage.js';
import { useNearScreen } from '../shared/use-near-screen.js';
import { QR_SIZE } from './qr-size.js';

/** The QR library loads in its own chunk, only where a QR code is drawn. */
const QRCodeSVG = lazy(() =>
  import('qrcode.react').then((module) => ({ default: module.QRCodeSVG })),
);

interface QrCodeProps {
  value: string;
  /** Accessible name of the code, e.g. "QR code of the iOS app". */
  label: string;
}

/**
 * A QR code of `value`, QR_SIZE square; the square is held blank while the library loads. The code
 * is worked out only once its square comes near the screen, as an image loads: encoding it is
 * about 100 ms of main-thread work on a phone, which a page's start-up does not need for a block
 * further down (docs/performance.md).
 */
export function QrCode({ value, label }: QrCodeProps) {
  const { ref, near } = useNearScreen({ margin: LAZY_IMAGE_MARGIN });
  return (
    <div
      ref={ref}
      className="rounded bg-white p-2"
      style={{ width: QR_SIZE + 16, height: QR_SIZE + 16 }}
    >
      {near && (
        <Suspense fallback={null}>
          <QRCodeSVG value={value} size={QR_SIZE} role="img" aria-label={label} title={label} />
        </Suspense>
      )}
    </div>
  );
}

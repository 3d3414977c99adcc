import { lazy, Suspense } from 'react';
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

/** A QR code of `value`, QR_SIZE square; the square is held blank while the library loads. */
export function QrCode({ value, label }: QrCodeProps) {
  return (
    <div className="rounded bg-white p-2" style={{ width: QR_SIZE + 16, height: QR_SIZE + 16 }}>
      <Suspense fallback={null}>
        <QRCodeSVG value={value} size={QR_SIZE} role="img" aria-label={label} title={label} />
      </Suspense>
    </div>
  );
}

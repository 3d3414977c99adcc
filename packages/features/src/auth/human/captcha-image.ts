import { useCallback, useRef, useState } from 'react';
import { loadCaptchaImage } from '@wl/core';

/** The captcha image may be refreshed at most once per this many ms. docs/product/accounts.md#captcha */
const REFRESH_INTERVAL_MS = 1000;

export interface CaptchaImage {
  /** The image as a data: URL; null before the first load or when it failed. */
  src: string | null;
  failed: boolean;
  /** Draws a new image, unless one was drawn less than a second ago. */
  refresh: () => void;
}

/** A captcha image with a throttled refresh. */
export function useCaptchaImage(): CaptchaImage {
  const [src, setSrc] = useState<string | null>(null);
  const [failed, setFailed] = useState(false);
  const lastLoad = useRef(0);
  const refresh = useCallback(() => {
    const now = Date.now();
    if (now - lastLoad.current < REFRESH_INTERVAL_MS) return;
    lastLoad.current = now;
    loadCaptchaImage().then(
      (image) => {
        setSrc(image);
        setFailed(false);
      },
      () => setFailed(true),
    );
  }, []);
  return { src, failed, refresh };
}

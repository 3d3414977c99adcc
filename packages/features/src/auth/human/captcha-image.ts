import { useCallback, useEffect, useRef, useState } from 'react';
import { loadCaptchaImage } from '@wl/core';

/** The captcha image may be refreshed at most once per this many ms. docs/product/accounts.md#captcha */
const REFRESH_INTERVAL_MS = 1000;

export interface CaptchaImage {
  /** The image as a data: URL; null before the first load or when it failed. */
  src: string | null;
  failed: boolean;
  /** True for a second after each draw, while the refresh button is disabled. */
  resting: boolean;
  /**
   * Draws a new image; asked within a second of the last draw, it draws once that second is
   * over (a used-up image is still replaced), however often it is asked meanwhile.
   */
  refresh: () => void;
}

/** A captcha image with a throttled refresh. */
export function useCaptchaImage(): CaptchaImage {
  const [src, setSrc] = useState<string | null>(null);
  const [failed, setFailed] = useState(false);
  const [resting, setResting] = useState(false);
  const lastLoad = useRef(Number.NEGATIVE_INFINITY);
  const pending = useRef<number | null>(null);
  const rest = useRef<number | null>(null);

  const draw = useCallback(() => {
    pending.current = null;
    lastLoad.current = Date.now();
    setResting(true);
    if (rest.current !== null) window.clearTimeout(rest.current);
    rest.current = window.setTimeout(() => setResting(false), REFRESH_INTERVAL_MS);
    loadCaptchaImage().then(
      (image) => {
        setSrc(image);
        setFailed(false);
      },
      () => setFailed(true),
    );
  }, []);

  const refresh = useCallback(() => {
    if (pending.current !== null) return;
    const wait = lastLoad.current + REFRESH_INTERVAL_MS - Date.now();
    if (wait <= 0) draw();
    else pending.current = window.setTimeout(draw, wait);
  }, [draw]);

  useEffect(
    () => () => {
      if (pending.current !== null) window.clearTimeout(pending.current);
      if (rest.current !== null) window.clearTimeout(rest.current);
    },
    [],
  );
  return { src, failed, resting, refresh };
}

import { BrandedLoader } from './BrandedLoader.js';
import { useLoaderStore } from '@wl/core';

/** The branded loader over the app while `useLoaderStore` says so. */
export function GlobalLoader() {
  const visible = useLoaderStore((state) => state.visible);
  return visible ? <BrandedLoader overlay /> : null;
}

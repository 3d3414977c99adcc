import { lazy, Suspense } from 'react';
import { useGtagId, useTenant } from '@wl/core';

const AnalyticsPart = lazy(() => import('./AnalyticsPart.js'));

/**
 * Reads the permission info once it is loaded (its own chunk, after the page is idle); only when
 * it names a tag id does the consent banner and tag loader's chunk load
 * (docs/product/seo.md#analytics).
 */
export default function AnalyticsWatcher() {
  const { analytics } = useTenant();
  const gtagId = useGtagId(true);
  if (gtagId === null) return null;
  return (
    <Suspense fallback={null}>
      <AnalyticsPart gtagId={gtagId} consent={analytics?.consent ?? 'notRequired'} />
    </Suspense>
  );
}

import { lazy, Suspense, useEffect, useState } from 'react';
import { afterLoadIdle, useGtagId, useTenant } from '@wl/core';
import { loadAnalyticsPart } from '@wl/features';
import { SilentBoundary } from '../router/SignedInParts.js';

const AnalyticsPart = lazy(loadAnalyticsPart);

/**
 * Analytics, out of the first view's way (docs/product/seo.md#analytics): once the page has loaded
 * and is idle, the permission info is read; only when it names a tag id does the analytics chunk
 * load (the consent banner and Google's tag). With no tag id nothing more happens.
 */
export function Analytics() {
  const { analytics } = useTenant();
  const [idle, setIdle] = useState(false);
  useEffect(() => afterLoadIdle(() => setIdle(true)), []);
  const gtagId = useGtagId(idle);
  if (!idle || gtagId === null) return null;
  return (
    <SilentBoundary>
      <Suspense fallback={null}>
        <AnalyticsPart gtagId={gtagId} consent={analytics?.consent ?? 'notRequired'} />
      </Suspense>
    </SilentBoundary>
  );
}

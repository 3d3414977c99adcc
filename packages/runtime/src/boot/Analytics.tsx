import { lazy, Suspense, useEffect, useState } from 'react';
import { afterLoadIdle } from '@wl/core';
import { loadAnalyticsPart } from '@wl/features';
import { SilentBoundary } from '../router/SignedInParts.js';

const AnalyticsWatcher = lazy(loadAnalyticsPart);

/**
 * Analytics, out of the first view's way (docs/product/seo.md#analytics): once the page has loaded
 * and is idle, the watcher's chunk loads and reads the permission info; only when it names a tag
 * id does the analytics chunk load (the consent banner and Google's tag). Nothing of it is in the
 * entry.
 */
export function Analytics() {
  const [idle, setIdle] = useState(false);
  useEffect(() => afterLoadIdle(() => setIdle(true)), []);
  if (!idle) return null;
  return (
    <SilentBoundary>
      <Suspense fallback={null}>
        <AnalyticsWatcher />
      </Suspense>
    </SilentBoundary>
  );
}

import { Suspense, useState, type ComponentType, type LazyExoticComponent } from 'react';
import { useTranslation } from 'react-i18next';
import type { CentrePageName } from '@wl/paths';
import { ChunkErrorBoundary } from '../chunks/ChunkErrorBoundary.js';
import { lazyWithTimeout } from '../chunks/lazy-with-timeout.js';
import { SectionErrorBoundary } from '../SectionErrorBoundary.js';
import { InlineLoader } from '../shared/InlineLoader.js';
import type { CentrePage } from './centre-page.js';
import { useCentrePageJudge } from './centre-page-judge.js';
import { useCentrePage } from './centre-pages-context.js';

type LazyPage = LazyExoticComponent<ComponentType>;

/** The lazy component of each page, shared by every view of it; replaced on retry. */
const current = /* @__PURE__ */ new WeakMap<CentrePage, LazyPage>();

function lazyPage(page: CentrePage, fresh: boolean): LazyPage {
  let component = current.get(page);
  if (!component || fresh) {
    component = lazyWithTimeout(page.load);
    current.set(page, component);
  }
  return component;
}

/**
 * Shown while a page's chunk loads: a screen high, so that the footer starts out of sight and the
 * page's arrival moves nothing that was seen (docs/performance.md).
 */
const pageLoader = (
  <div className="min-h-screen">
    <InlineLoader />
  </div>
);

function LoadedPage({ page }: { page: CentrePage }) {
  const [state, setState] = useState(() => ({ attempt: 0, Page: lazyPage(page, false) }));
  const retry = (): void =>
    setState((previous) => ({ attempt: previous.attempt + 1, Page: lazyPage(page, true) }));
  const { Page } = state;
  return (
    <ChunkErrorBoundary key={state.attempt} onRetry={retry}>
      <Suspense fallback={pageLoader}>
        <Page />
      </Suspense>
    </ChunkErrorBoundary>
  );
}

/**
 * Shows the centre page called `name` (from whichever feature provides it): its chunk loads with
 * a spinner; a failed load offers Retry, an error in the page stays inside the page's area. A page
 * no feature provides, whose gate is closed or that a single-wallet merchant does not offer, says
 * it is not available (its chunk is not
 * loaded); while the whitelabel answer is awaited it shows the spinner.
 */
export function CentrePageView({ name }: { name: CentrePageName }) {
  const { t } = useTranslation();
  const page = useCentrePage(name);
  const judge = useCentrePageJudge();
  const gate = page === undefined ? 'closed' : judge(page);
  if (page === undefined || gate === 'closed')
    return <p role="status">{t('centre.unavailable')}</p>;
  if (gate === 'pending') return pageLoader;
  return (
    <SectionErrorBoundary key={name} sectionId={name} type="centre-page">
      <LoadedPage page={page} />
    </SectionErrorBoundary>
  );
}

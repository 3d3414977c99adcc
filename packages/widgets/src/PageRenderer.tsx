import { Suspense, useEffect, useLayoutEffect, type ReactNode } from 'react';
import { useGateJudge } from '@wl/core';
import type { PageConfig, SectionConfig } from '@wl/tenant-config';
import type { ScreenEdge } from './define-widget.js';
import { LazyWidgetSection } from './lazy-widget.js';
import { SectionPlaceholder } from './SectionPlaceholder.js';
import { SectionErrorBoundary } from './SectionErrorBoundary.js';
import { useWidgetRegistry } from './widget-registry-context.js';

const warnedTypes = new Set<string>();

function warnUnknownTypeOnce(type: string): void {
  if (warnedTypes.has(type)) return;
  warnedTypes.add(type);
  console.warn(`Unknown widget type "${type}": the section is not rendered.`);
}

function UnknownSection({ type }: { type: string }) {
  useEffect(() => warnUnknownTypeOnce(type), [type]);
  return null;
}

/**
 * Tells the page's styles that a section keeps buttons on `edge` (its widget's `screenEdge`):
 * rendered with the section, before its chunk arrives, so the page's strip for them is there
 * from the section's first render and only where the section is shown (runtime styles.css).
 */
function ScreenEdgeMarker({ edge }: { edge: ScreenEdge }) {
  return <span hidden data-screen-edge={edge} />;
}

/**
 * One section. `together`: it waits in the page's Suspense boundary; otherwise `fallback` shows
 * while its widget loads, or, without one, the space its widget declares (`placeholderHeight`).
 */
function Section({
  id,
  section,
  fallback,
  together,
}: {
  id: string;
  section: SectionConfig;
  fallback: ReactNode;
  together: boolean;
}) {
  const definition = useWidgetRegistry().get(section.type);
  if (!definition) return <UnknownSection type={section.type} />;
  const edge = definition.screenEdge?.(section.settings ?? {});
  return (
    <SectionErrorBoundary sectionId={id} type={section.type}>
      {edge !== undefined && <ScreenEdgeMarker edge={edge} />}
      <LazyWidgetSection
        definition={definition}
        sectionId={id}
        settings={section.settings ?? {}}
        fallback={
          together
            ? undefined
            : (fallback ??
              (definition.placeholderHeight === undefined ? null : (
                <SectionPlaceholder type={section.type} height={definition.placeholderHeight} />
              )))
        }
      />
    </SectionErrorBoundary>
  );
}

/** Tells `onShown` that the sections beside it are on screen (rendered with them, before paint). */
function ShownSignal({ onShown }: { onShown: () => void }) {
  useLayoutEffect(() => {
    onShown();
  }, [onShown]);
  return null;
}

/**
 * Renders a tenant page or layout group: its sections in `order`, skipping disabled and missing
 * ones and those whose widget's gate is closed (their chunk is not loaded either; while the
 * whitelabel answer is awaited the tenant's config decides, docs/architecture.md#gates). Settings
 * arrive complete (the server fills the schema defaults). `fallback` shows while a section's
 * widget loads: in place of each section (without one, a section whose widget declares a
 * `placeholderHeight` holds that space, so nothing below it moves when it arrives), or, with
 * `together`, once in place of the whole page until every section's chunk has arrived (all start
 * loading at once). A page shown together never moves while its sections arrive one by one (no
 * layout shift); `onShown` runs when its sections replace the fallback.
 */
export function PageRenderer({
  page,
  fallback,
  together = false,
  onShown,
}: {
  page: PageConfig;
  fallback?: ReactNode;
  together?: boolean;
  onShown?: () => void;
}) {
  const registry = useWidgetRegistry();
  const judge = useGateJudge();
  const shown = page.order.flatMap((id) => {
    const section = page.sections[id];
    if (section === undefined || section.disabled === true) return [];
    return judge(registry.get(section.type)?.module) === 'closed' ? [] : [{ id, section }];
  });
  const shownTypes = shown.map(({ section }) => section.type).join(' ');
  useEffect(() => {
    if (!together) return;
    for (const type of new Set(shownTypes.split(' ')))
      registry
        .get(type)
        ?.load()
        .catch(() => undefined);
  }, [together, shownTypes, registry]);
  const sections = shown.map(({ id, section }) => (
    <Section key={id} id={id} section={section} fallback={fallback} together={together} />
  ));
  return together ? (
    <Suspense fallback={fallback}>
      {sections}
      {onShown && <ShownSignal onShown={onShown} />}
    </Suspense>
  ) : (
    <>{sections}</>
  );
}

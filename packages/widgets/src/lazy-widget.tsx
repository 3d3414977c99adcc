import {
  Suspense,
  useState,
  type ComponentType,
  type LazyExoticComponent,
  type ReactNode,
} from 'react';
import { ChunkErrorBoundary } from './chunks/ChunkErrorBoundary.js';
import { lazyWithTimeout } from './chunks/lazy-with-timeout.js';
import type { AnyWidgetDefinition, WidgetProps } from './define-widget.js';

export type SectionSettings = Record<string, unknown>;
type LazyWidget = LazyExoticComponent<ComponentType<WidgetProps<SectionSettings>>>;

/** The lazy component of each widget, shared by every section of that type; replaced on retry. */
const current = new WeakMap<AnyWidgetDefinition, LazyWidget>();

function lazyWidget(definition: AnyWidgetDefinition, fresh: boolean): LazyWidget {
  let component = current.get(definition);
  if (!component || fresh) {
    component = lazyWithTimeout(definition.load);
    current.set(definition, component);
  }
  return component;
}

interface LazyWidgetSectionProps {
  definition: AnyWidgetDefinition;
  sectionId: string;
  settings: SectionSettings;
  /** Shown while the chunk loads; without it the section waits in the nearest Suspense boundary. */
  fallback?: ReactNode;
}

/**
 * Loads a widget's chunk (120 s timeout) and shows it with the section's settings. A failed or
 * timed-out load shows ChunkLoadError / CSS_CHUNK_LOAD_FAILED with a Retry that imports it again.
 */
export function LazyWidgetSection({
  definition,
  sectionId,
  settings,
  fallback,
}: LazyWidgetSectionProps) {
  const [state, setState] = useState(() => ({
    attempt: 0,
    Widget: lazyWidget(definition, false),
  }));
  const retry = (): void =>
    setState((previous) => ({
      attempt: previous.attempt + 1,
      Widget: lazyWidget(definition, true),
    }));
  const { Widget } = state;
  const widget = <Widget sectionId={sectionId} settings={settings} />;
  return (
    <ChunkErrorBoundary key={state.attempt} onRetry={retry}>
      {fallback === undefined ? widget : <Suspense fallback={fallback}>{widget}</Suspense>}
    </ChunkErrorBoundary>
  );
}

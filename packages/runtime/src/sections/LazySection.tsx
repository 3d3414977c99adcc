import { Suspense, useState, type ComponentType, type LazyExoticComponent } from 'react';
import { ChunkErrorBoundary } from '../chunks/ChunkErrorBoundary.js';
import { lazyWithTimeout } from '../chunks/lazy-with-timeout.js';
import { InlineLoader } from '../loader/InlineLoader.js';
import { SECTION_IMPORTERS, type SectionImporter, type SectionProps } from './section-importers.js';
import type { SectionName } from './section-names.js';

type LazySectionComponent = LazyExoticComponent<ComponentType<SectionProps>>;

/** The lazy component of each section, shared by every route that shows it; replaced on retry. */
const current = new Map<SectionName, LazySectionComponent>();

function lazySection(
  name: SectionName,
  importer: SectionImporter,
  fresh: boolean,
): LazySectionComponent {
  let component = current.get(name);
  if (!component || fresh) {
    component = lazyWithTimeout(importer);
    current.set(name, component);
  }
  return component;
}

interface LazySectionProps extends SectionProps {
  name: SectionName;
  /** Replaces the section's dynamic import (tests). */
  importer?: SectionImporter;
}

/**
 * Loads a section's chunk (120 s timeout) and shows it. A failed or timed-out load shows
 * ChunkLoadError / CSS_CHUNK_LOAD_FAILED with a Retry button that imports the chunk again.
 */
export function LazySection({ name, importer, titleKey }: LazySectionProps) {
  const load = importer ?? SECTION_IMPORTERS[name];
  const [state, setState] = useState(() => ({
    attempt: 0,
    Section: lazySection(name, load, importer !== undefined),
  }));
  const retry = (): void =>
    setState((previous) => ({
      attempt: previous.attempt + 1,
      Section: lazySection(name, load, true),
    }));
  const { Section } = state;

  return (
    <ChunkErrorBoundary key={state.attempt} onRetry={retry}>
      <Suspense fallback={<InlineLoader />}>
        <Section titleKey={titleKey} />
      </Suspense>
    </ChunkErrorBoundary>
  );
}

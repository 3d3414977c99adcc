import { Suspense, useEffect } from 'react';
import type { PageConfig, SectionConfig } from '@wl/tenant-config';
import { lazyWidgets } from './lazy-widget.js';
import { isWidgetType } from './registry.js';
import { SectionErrorBoundary } from './SectionErrorBoundary.js';

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

function Section({ id, section }: { id: string; section: SectionConfig }) {
  if (!isWidgetType(section.type)) return <UnknownSection type={section.type} />;
  const Widget = lazyWidgets[section.type];
  return (
    <SectionErrorBoundary sectionId={id} type={section.type}>
      <Suspense fallback={null}>
        <Widget sectionId={id} settings={section.settings} />
      </Suspense>
    </SectionErrorBoundary>
  );
}

/** Renders a tenant page: its sections in `order`, skipping disabled and missing ones. */
export function PageRenderer({ page }: { page: PageConfig }) {
  return (
    <>
      {page.order.map((id) => {
        const section = page.sections[id];
        if (section === undefined || section.disabled === true) return null;
        return <Section key={id} id={id} section={section} />;
      })}
    </>
  );
}

import { useEffect, type ReactNode } from 'react';
import type { PageConfig, SectionConfig } from '@wl/tenant-config';
import { LazyWidgetSection } from './lazy-widget.js';
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

function Section({
  id,
  section,
  fallback,
}: {
  id: string;
  section: SectionConfig;
  fallback: ReactNode;
}) {
  const definition = useWidgetRegistry().get(section.type);
  if (!definition) return <UnknownSection type={section.type} />;
  return (
    <SectionErrorBoundary sectionId={id} type={section.type}>
      <LazyWidgetSection
        definition={definition}
        sectionId={id}
        settings={section.settings ?? {}}
        fallback={fallback}
      />
    </SectionErrorBoundary>
  );
}

/**
 * Renders a tenant page or layout group: its sections in `order`, skipping disabled and missing
 * ones. Settings arrive complete (the server fills the schema defaults). `fallback` shows while a
 * section's widget loads.
 */
export function PageRenderer({
  page,
  fallback = null,
}: {
  page: PageConfig;
  fallback?: ReactNode;
}) {
  return (
    <>
      {page.order.map((id) => {
        const section = page.sections[id];
        if (section === undefined || section.disabled === true) return null;
        return <Section key={id} id={id} section={section} fallback={fallback} />;
      })}
    </>
  );
}

import type { CssLength } from './define-widget.js';

/**
 * The space a section holds while its widget's chunk loads: as high as the widget declares
 * (`placeholderHeight`). The site server's first view draws the same element
 * (packages/site-server/src/first-view.ts).
 */
export function SectionPlaceholder({ type, height }: { type: string; height: CssLength }) {
  return <div data-section-placeholder={type} aria-hidden="true" style={{ height }} />;
}

import { describe, expect, it } from 'vitest';
import { defineWidget } from './define-widget.js';
import { GENERIC_WIDGETS } from './registry.js';
import { widgetRegistry } from './widget-registry-context.js';

describe('widget registry', () => {
  it('holds the generic page blocks by type', () => {
    const registry = widgetRegistry(GENERIC_WIDGETS);
    expect([...registry.keys()].sort()).toEqual([
      'advantages',
      'app-download',
      'banner-carousel',
      'footer',
      'header',
      'hero',
      'notice-marquee',
      'rich-text',
      'service-counters',
      'side-menu',
    ]);
    expect(registry.get('carousel')).toBeUndefined();
    expect(registry.get('toString')).toBeUndefined();
  });

  it('refuses two widgets of the same type', () => {
    const copy = defineWidget({
      type: 'hero',
      schema: () => Promise.resolve({ default: {} }),
      load: () => Promise.resolve({ default: () => null }),
    });
    expect(() => widgetRegistry([...GENERIC_WIDGETS, copy])).toThrow(
      'widget type "hero" is defined twice',
    );
  });
});

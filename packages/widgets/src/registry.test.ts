import { describe, expect, it } from 'vitest';
import { isWidgetType, widgetRegistry } from './registry.js';
import { widgetSchemas } from './schemas.js';

describe('widget registry', () => {
  it('lists exactly the widgets that have a settings schema', () => {
    expect(Object.keys(widgetRegistry).sort()).toEqual(Object.keys(widgetSchemas).sort());
  });

  it('recognises registered types only', () => {
    expect(isWidgetType('header')).toBe(true);
    expect(isWidgetType('rich-text')).toBe(true);
    expect(isWidgetType('carousel')).toBe(false);
    expect(isWidgetType('toString')).toBe(false);
  });
});

import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { PublicTenantConfig } from '@wl/tenant-config';
import type { AnyWidgetDefinition } from '@wl/widgets';
import { firstPageWidgets, preloadFirstPage } from './preload-first-page.js';

const group = (...types: string[]) => ({
  sections: Object.fromEntries(types.map((type) => [type, { type, settings: {} }])),
  order: types,
});

const tenant = {
  layout: { header: group('header'), aside: group('side-menu'), footer: group('footer') },
  pages: {
    rng: {
      ...group('game-list', 'winner-board'),
      sections: {
        ...group('game-list', 'winner-board').sections,
        'winner-board': { type: 'winner-board', settings: {}, disabled: true },
      },
    },
    agentHome: group('agent-center'),
  },
} as unknown as PublicTenantConfig;

function widgets() {
  return ['header', 'side-menu', 'footer', 'game-list', 'winner-board', 'agent-center', 'hero'].map(
    (type) => ({ type, load: vi.fn(() => Promise.resolve({ default: () => null })) }),
  ) as unknown as (AnyWidgetDefinition & { load: ReturnType<typeof vi.fn> })[];
}

const loaded = (list: ReturnType<typeof widgets>) =>
  list.filter((widget) => widget.load.mock.calls.length > 0).map((widget) => widget.type);

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('preloadFirstPage', () => {
  it("starts loading the chunks of the address's page and of its layout, and no others", () => {
    const list = widgets();
    preloadFirstPage(tenant, list, '/rng');
    vi.runAllTimers();
    expect(loaded(list)).toEqual(['header', 'side-menu', 'footer', 'game-list']);
  });

  it('loads no layout for a page shown bare', () => {
    const list = widgets();
    preloadFirstPage(tenant, list, '/agentHome');
    vi.runAllTimers();
    expect(loaded(list)).toEqual(['agent-center']);
  });

  it('asks for each chunk in a task of its own, none in the task that starts the app', () => {
    const list = widgets();
    preloadFirstPage(tenant, list, '/rng');
    expect(loaded(list)).toEqual([]);
    vi.advanceTimersToNextTimer();
    expect(loaded(list)).toEqual(['header']);
    vi.advanceTimersToNextTimer();
    expect(loaded(list)).toEqual(['header', 'side-menu']);
  });

  it('names the widgets of the page and of its layout', () => {
    expect(firstPageWidgets(tenant, widgets(), '/rng').map((widget) => widget.type)).toEqual([
      'header',
      'side-menu',
      'footer',
      'game-list',
    ]);
  });
});

import { describe, expect, it } from 'vitest';
import { ROUTE_NAMES } from '@wl/paths';
import { ALL_FEATURES } from './all-features.js';
import { composeModals, composeRoutes, composeWidgets } from './compose.js';
import { defineFeature } from './define-feature.js';

describe('composing the app from its features', () => {
  it('gives every route of the product to exactly one feature, then the not-found page', () => {
    const routes = composeRoutes(ALL_FEATURES);
    expect(new Set(routes.map((route) => route.name))).toEqual(
      new Set([...ROUTE_NAMES, 'notFound']),
    );
    expect(routes.at(-1)).toMatchObject({ path: '*', page: 'notFound' });
    expect(routes.filter((route) => route.name === 'home').map((route) => route.path)).toEqual([
      '/',
      '/index',
      '/index.html',
      '/home',
    ]);
  });

  it('refuses a route declared by two features, and a route no feature declares', () => {
    const copy = defineFeature({
      id: 'copy',
      routes: [{ name: 'promotions', titleKey: 'sections.promotions' }],
      modals: {},
      widgets: [],
    });
    expect(() => composeRoutes([...ALL_FEATURES, copy])).toThrow(
      'route "promotions" is declared by both promotions and copy',
    );
    expect(() => composeRoutes(ALL_FEATURES.filter((f) => f.id !== 'help'))).toThrow(
      'no feature declares the routes help',
    );
  });

  it('collects the modals and widgets of every feature', async () => {
    const modals = composeModals(ALL_FEATURES);
    expect([...modals.keys()].sort()).toEqual([
      'changePassword',
      'forgotPassword',
      'login',
      'notice',
      'register',
      'registerFirst',
      'vendorGames',
    ]);
    const login = await modals.get('login')?.();
    expect(typeof login?.default).toBe('function');

    const types = composeWidgets(ALL_FEATURES).map((widget) => widget.type);
    expect(types).toEqual(expect.arrayContaining(['header', 'game-center', 'maintenance']));
    expect(new Set(types).size).toBe(types.length);
  });
});

import { describe, expect, it } from 'vitest';
import { ROUTE_NAMES } from '@wl/paths';
import { ALL_FEATURES } from './all-features.js';
import {
  composeCentrePages,
  composeHeaderEntries,
  composeModals,
  composeRoutes,
  composeSignedInParts,
  composeWidgets,
  routeAddressTable,
} from './compose.js';
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

  it("adds a feature's gate to each of its routes, widgets and centre pages", () => {
    const routes = composeRoutes(ALL_FEATURES);
    expect(routes.find((route) => route.name === 'pointMall')?.modules).toEqual(['PTSYS3']);
    expect(routes.find((route) => route.name === 'home')?.modules).toEqual([]);
    expect(composeWidgets(ALL_FEATURES).find((w) => w.type === 'point-mall')?.module).toEqual([
      'PTSYS3',
    ]);
    expect(composeWidgets(ALL_FEATURES).find((w) => w.type === 'hot-live-streams')?.module).toBe(
      'CBS3',
    );
    const pages = composeCentrePages(ALL_FEATURES);
    expect(pages.find((page) => page.name === 'feedback')?.module).toEqual(['FEEDBACK3']);
    expect(pages.find((page) => page.name === 'inbox')?.module).toBe('INBOX3');
    expect(pages.find((page) => page.name === 'deposit')?.module).toBeUndefined();
  });

  it('refuses a route declared by two features, and an address two routes claim', () => {
    const copy = defineFeature({
      id: 'copy',
      routes: [{ name: 'promotions', path: '/offers', titleKey: 'sections.promotions' }],
      modals: {},
      widgets: [],
    });
    expect(() => composeRoutes([...ALL_FEATURES, copy])).toThrow(
      'route "promotions" is declared by both promotions and copy',
    );
    const squatter = defineFeature({
      id: 'squatter',
      routes: [{ name: 'seamless', path: '/seamless-2', aliases: ['/helpmc'], titleKey: 'x' }],
      modals: {},
      widgets: [],
    });
    expect(() =>
      composeRoutes([...ALL_FEATURES.filter((f) => f.id !== 'seamless'), squatter]),
    ).toThrow('address "/helpmc" belongs to both routes help and seamless');
  });

  it("takes each route's addresses from its feature, the first for links", () => {
    expect(routeAddressTable(ALL_FEATURES)).toMatchObject({
      home: ['/', '/index', '/index.html', '/home'],
      help: ['/help', '/helpmc'],
      rng: ['/rng'],
    });
    const routes = composeRoutes(ALL_FEATURES);
    expect(routes.filter((route) => route.name === 'help').map((route) => route.path)).toEqual([
      '/help',
      '/helpmc',
    ]);
  });

  it('collects the modals and widgets of every feature', async () => {
    const modals = composeModals(ALL_FEATURES);
    expect([...modals.keys()].sort()).toEqual([
      'changePassword',
      'contractOffer',
      'downlineTransfer',
      'forgotPassword',
      'login',
      'notice',
      'notices',
      'offerContract',
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

  it('collects the centre pages of every feature in order, each name from one feature only', () => {
    const load = () => Promise.resolve({ default: () => null });
    const money = defineFeature({
      id: 'money',
      routes: [],
      modals: {},
      widgets: [],
      pages: [
        { name: 'deposit', titleKey: 'a', centres: ['member', 'agent'], load },
        { name: 'withdraw', titleKey: 'b', centres: ['member'], load },
      ],
    });
    const mail = defineFeature({
      id: 'mail',
      routes: [],
      modals: {},
      widgets: [],
      pages: [{ name: 'inbox', titleKey: 'c', centres: ['agent'], load }],
    });
    expect(composeCentrePages([money, mail]).map((page) => page.name)).toEqual([
      'deposit',
      'withdraw',
      'inbox',
    ]);
    const copy = defineFeature({
      ...mail,
      id: 'copy',
      pages: [{ ...mail.pages![0]!, name: 'deposit' }],
    });
    expect(() => composeCentrePages([money, copy])).toThrow(
      'centre page "deposit" is declared by both money and copy',
    );
  });

  it('collects the header entries of every feature in feature order, each id once', () => {
    const money = defineFeature({
      id: 'money',
      routes: [],
      modals: {},
      widgets: [],
      header: {
        shortcuts: [{ id: 'deposit', labelKey: 'a', to: '/member?page=deposit', icon: 'deposit' }],
      },
    });
    const mail = defineFeature({
      id: 'mail',
      routes: [],
      modals: {},
      widgets: [],
      header: {
        shortcuts: [
          { id: 'inbox', labelKey: 'b', to: '/member?page=inbox', icon: 'inbox', module: 'INBOX3' },
        ],
        memberMenu: [{ id: 'messages', labelKey: 'c', to: '/member?page=inbox' }],
      },
    });
    const entries = composeHeaderEntries([money, mail]);
    expect(entries.shortcuts.map((entry) => entry.id)).toEqual(['deposit', 'inbox']);
    expect(entries.memberMenu.map((entry) => entry.id)).toEqual(['messages']);
    expect(() => composeHeaderEntries([money, { ...money, id: 'copy' }])).toThrow(
      'header shortcut entry "deposit" is declared twice',
    );
    // The app's own: the money shortcuts, the agent's, the inbox; the account links.
    const app = composeHeaderEntries(ALL_FEATURES);
    expect(app.shortcuts.map((entry) => entry.id)).toEqual([
      'deposit',
      'withdraw',
      'agent',
      'inbox',
    ]);
    expect(app.memberMenu.map((entry) => entry.id)).toEqual([
      'myAccount',
      'accountRecord',
      'bettingRecord',
    ]);
  });

  it('collects the signed-in parts of the features that have one, the contract watcher among them', async () => {
    const parts = composeSignedInParts(ALL_FEATURES);
    expect(parts).toHaveLength(ALL_FEATURES.filter((f) => f.signedIn).length);
    const watcher = ALL_FEATURES.find((f) => f.id === 'contracts')?.signedIn;
    expect(parts).toContain(watcher);
    expect(typeof (await watcher?.())?.default).toBe('function');
  });
});

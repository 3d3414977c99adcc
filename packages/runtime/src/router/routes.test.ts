import { describe, expect, it } from 'vitest';
import { appRouteAt } from './route-objects.js';
import { ROUTES } from './routes.js';

describe('route table', () => {
  it('has every route of the specification', () => {
    const paths = ROUTES.map((route) => route.path);
    for (const path of [
      '/',
      '/index',
      '/index.html',
      '/home',
      '/login',
      '/register',
      '/agent',
      '/agentHome',
      '/member',
      '/help',
      '/helpmc',
      '/sports',
      '/esports',
      '/live',
      '/lott',
      '/elott',
      '/pvp',
      '/fish',
      '/rng',
      '/cockfight',
      '/lottery',
      '/seaLottery',
      '/vnLottery',
      '/promotions',
      '/pointMall',
      '/seamless',
    ]) {
      expect(paths).toContain(path);
    }
  });

  it('resolves addresses to the page they show', () => {
    expect(appRouteAt('/index.html')?.name).toBe('home');
    expect(appRouteAt('/esports')?.section).toBe('GameCenter');
    expect(appRouteAt('/rng')?.section).toBe('GameListCenter');
    expect(appRouteAt('/seaLottery')).toMatchObject({ section: 'Lottery', requiresAuth: true });
    expect(appRouteAt('/agentHome')).toMatchObject({ layout: 'bare', requiresAuth: true });
    expect(appRouteAt('/helpmc')?.page).toBe('help');
    expect(appRouteAt('/whatever')?.name).toBe('notFound');
  });
});

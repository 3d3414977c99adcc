import { describe, expect, it } from 'vitest';
import { APP_ROUTES } from '@wl/features';
import { appRouteAt } from './route-match.js';

describe('route table', () => {
  it('has every route of the product', () => {
    const paths = APP_ROUTES.map((route) => route.path);
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

  it('resolves addresses to the tenant page they show', () => {
    expect(appRouteAt('/index.html')?.page).toBe('home');
    expect(appRouteAt('/login')).toMatchObject({ page: 'home', modal: 'login' });
    expect(appRouteAt('/esports')?.page).toBe('esports');
    expect(appRouteAt('/seaLottery')).toMatchObject({ page: 'seaLottery', requiresAuth: true });
    expect(appRouteAt('/agentHome')).toMatchObject({ layout: 'bare', requiresAuth: true });
    expect(appRouteAt('/helpmc')?.page).toBe('help');
    expect(appRouteAt('/whatever')).toMatchObject({ name: 'notFound', page: 'notFound' });
  });
});

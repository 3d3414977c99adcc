import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { apiStoreHooks, useLoaderStore, useModalStore, useSessionStore } from '@wl/core';
import { demoTenant, renderApp } from '../test-support/render-app.js';

const location = (): string => screen.getByTestId('location').textContent ?? '';
const locationState = (): unknown =>
  JSON.parse(screen.getByTestId('location').dataset.state ?? 'null');

describe('routes', () => {
  it('sends a visitor without a token from a lottery page to /login, remembering where they were going', async () => {
    await renderApp({ path: '/vnLottery?gameCode=VN1', language: 'EN' });
    expect(await screen.findByRole('dialog', { name: 'Log in' })).toBeDefined();
    expect(location()).toBe('/login');
    expect(locationState()).toEqual({ from: '/vnLottery?gameCode=VN1' });
    expect(document.querySelector('[data-widget="lottery"]')).toBeNull();
  });

  it('shows the lottery page, its main widget inside, to a visitor with a token', async () => {
    await renderApp({ path: '/lottery', language: 'EN', token: 'member-token' });
    const heading = await screen.findByRole('heading', { name: 'Lottery' });
    expect(heading.closest('[data-widget]')?.getAttribute('data-widget')).toBe('lottery');
    expect(heading.closest('[data-page]')?.getAttribute('data-page')).toBe('lottery');
    expect(location()).toBe('/lottery');
  });

  it('tells a trial account on /member to register first and keeps it on the home page', async () => {
    sessionStorage.setItem('MC_SESSION_INFO', JSON.stringify({ type: 4, firstTimeLogin: false }));
    await renderApp({ path: '/member?page=deposit', language: 'EN', token: 'trial-token' });
    const notice = await screen.findByRole('dialog', { name: 'Trial account' });
    expect(within(notice).getByText('Please Register An Account First')).toBeDefined();
    expect(location()).toBe('/');
    expect(document.querySelector('[data-widget="member-center"]')).toBeNull();
  });

  it('lets a member account into /member', async () => {
    sessionStorage.setItem('MC_SESSION_INFO', JSON.stringify({ type: 0, firstTimeLogin: false }));
    await renderApp({ path: '/member', language: 'EN', token: 'member-token' });
    await waitFor(() =>
      expect(document.querySelector('[data-widget="member-center"]')).not.toBeNull(),
    );
    expect(location()).toBe('/member');
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('a member whose session the backend ends on /member lands on /login, told the session has ended', async () => {
    sessionStorage.setItem('MC_SESSION_INFO', JSON.stringify({ type: 0, firstTimeLogin: false }));
    await renderApp({ path: '/member', language: 'EN', token: 'member-token' });
    await waitFor(() =>
      expect(document.querySelector('[data-widget="member-center"]')).not.toBeNull(),
    );

    // What the API client does when a call answers HTTP 401 or login.not.session.
    act(() => apiStoreHooks().onUnauthorized());

    await waitFor(() => expect(location()).toBe('/login'));
    const dialog = await screen.findByRole('dialog', { name: 'Log in' });
    expect(within(dialog).getByRole('alert').textContent).toBe(
      'Your session has ended, please sign in again',
    );
    expect(document.querySelector('[data-widget="member-center"]')).toBeNull();
  });

  it('a member signing out on /member goes where the sign-out goes, not to the login window; a guarded page then asks to log in again', async () => {
    sessionStorage.setItem('MC_SESSION_INFO', JSON.stringify({ type: 0, firstTimeLogin: false }));
    await renderApp({ path: '/member', language: 'EN', token: 'member-token' });
    await waitFor(() =>
      expect(document.querySelector('[data-widget="member-center"]')).not.toBeNull(),
    );

    // The session store as a sign-out leaves it, before the control's own navigation has run.
    act(() => useSessionStore.getState().logout('/promotions'));

    await waitFor(() => expect(location()).toBe('/promotions'));
    expect(screen.queryByRole('dialog', { name: 'Log in' })).toBeNull();
    await waitFor(() => expect(useSessionStore.getState().leavingTo).toBeNull());

    act(() => useSessionStore.getState().logout());
    await renderApp({ path: '/member', language: 'EN' });
    expect(await screen.findAllByRole('dialog', { name: 'Log in' })).not.toHaveLength(0);
  });

  it('a member whose session ended just before the tab reloaded is still told so on /login', async () => {
    sessionStorage.setItem('MC_SESSION_INFO', JSON.stringify({ type: 0, firstTimeLogin: false }));
    sessionStorage.setItem('token', 'member-token');
    useSessionStore.getState().hydrate();
    // The page learns the token is dead, then reloads before its login window has shown.
    act(() => apiStoreHooks().onUnauthorized());

    await renderApp({ path: '/member?page=securityCenter', language: 'EN' });

    await waitFor(() => expect(location()).toBe('/login'));
    const dialog = await screen.findByRole('dialog', { name: 'Log in' });
    expect(within(dialog).getByRole('alert').textContent).toBe(
      'Your session has ended, please sign in again',
    );
  });

  it.each(['/member', '/agentHome'])('guards %s the same way', async (path) => {
    await renderApp({ path, language: 'EN' });
    await waitFor(() => expect(location()).toBe('/login'));
  });

  it('opens the login modal over the home page at /login; closing it goes home', async () => {
    const user = userEvent.setup();
    await renderApp({ path: '/login', language: 'EN' });
    const dialog = await screen.findByRole('dialog', { name: 'Log in' });
    expect(within(dialog).getByLabelText('Username')).toBeDefined();
    expect(screen.getByRole('heading', { name: 'Home' })).toBeDefined();

    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(location()).toBe('/');
  });

  it('opens the register modal from the header button', async () => {
    const user = userEvent.setup();
    await renderApp({ language: 'EN' });
    await user.click(await screen.findByRole('link', { name: 'Register' }));
    expect(
      await screen.findByRole('dialog', { name: 'Register' }, { timeout: 5000 }),
    ).toBeDefined();
    expect(location()).toBe('/register');
  });

  it('shows header, footer and side menu on normal pages but none of them on /agent', async () => {
    const normal = await renderApp({ path: '/', language: 'EN' });
    await waitFor(() =>
      expect(
        [...document.querySelectorAll('[data-widget]')].map((el) => el.getAttribute('data-widget')),
      ).toEqual(['header', 'rich-text', 'footer', 'side-menu']),
    );
    normal.unmount();

    await renderApp({ path: '/agent', language: 'EN' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Agent login' })).toBeDefined();
    expect(document.querySelector('[data-layout="bare"]')).not.toBeNull();
    expect(document.querySelector('[data-widget="header"]')).toBeNull();
    expect(document.querySelector('[data-widget="footer"]')).toBeNull();
    expect(document.querySelector('[data-widget="side-menu"]')).toBeNull();
  });

  it("renders a route's tenant page: blocks the tenant adds show around the main widget", async () => {
    const tenant = demoTenant();
    tenant.pages.promotions = {
      sections: {
        intro: { type: 'rich-text', settings: { bodyKey: 'footer.ageWarning' } },
        main: { type: 'promotions' },
      },
      order: ['intro', 'main'],
    };
    const withPage = await renderApp({ path: '/promotions', language: 'EN', tenant });
    expect(await screen.findByRole('heading', { name: 'Promotions', level: 1 })).toBeDefined();
    expect(
      screen.getByText('Players must be 18 or over. Please play responsibly.', { selector: 'p' }),
    ).toBeDefined();
    expect(
      [...document.querySelectorAll('[data-page] [data-widget]')].map((el) =>
        el.getAttribute('data-widget'),
      ),
    ).toEqual(['rich-text', 'promotions']);
    withPage.unmount();

    await renderApp({ path: '/cockfight', language: 'CN' });
    expect(await screen.findByRole('heading', { name: '斗鸡' })).toBeDefined();
    expect(
      document.querySelector('[data-page="cockfight"] [data-widget="game-center"]'),
    ).not.toBeNull();
    // The game centre itself answers: this fake backend has no game menus, so it says they failed.
    expect(await screen.findByText('游戏加载失败')).toBeDefined();
  });

  it('lets a tenant hide the main widget of a page without code', async () => {
    const tenant = demoTenant();
    tenant.pages.live = {
      sections: {
        main: { type: 'game-center', settings: { gameType: 'LIVE' }, disabled: true },
        note: { type: 'rich-text', settings: { bodyKey: 'footer.ageWarning' } },
      },
      order: ['main', 'note'],
    };
    await renderApp({ path: '/live', language: 'EN', tenant });
    expect(
      await screen.findByText('Players must be 18 or over. Please play responsibly.', {
        selector: 'p',
      }),
    ).toBeDefined();
    expect(document.querySelector('[data-widget="game-center"]')).toBeNull();
  });

  it('shows a translated not-found page with a way home', async () => {
    const user = userEvent.setup();
    await renderApp({ path: '/no-such-page', language: 'EN' });
    expect(await screen.findByRole('heading', { name: 'This page does not exist' })).toBeDefined();
    await user.click(screen.getByRole('link', { name: 'Back to home' }));
    expect(location()).toBe('/');
  });

  it('shows the not-available page, with a way home, on a route whose module the tenant has off', async () => {
    const user = userEvent.setup();
    const { apiPaths } = await renderApp({ path: '/pointMall', language: 'EN' });
    expect(
      await screen.findByRole('heading', { name: 'This page is not available' }),
    ).toBeDefined();
    expect(document.querySelector('[data-page="notAvailable"]')).not.toBeNull();
    expect(document.querySelector('[data-widget="point-mall"]')).toBeNull();
    await waitFor(() => expect(document.title).toBe('This page is not available | Demo Casino'));
    expect(apiPaths.some((path) => path.includes('MCS2_'))).toBe(false);
    await user.click(screen.getByRole('link', { name: 'Back to home' }));
    expect(location()).toBe('/');
  });

  it('shows the not-available page where the tenant has the module on but the backend has it off', async () => {
    await renderApp({
      path: '/pointMall',
      language: 'EN',
      tenant: demoTenant({ modules: { REG3: true, PTSYS3: true } }),
    });
    expect(
      await screen.findByRole('heading', { name: 'This page is not available' }),
    ).toBeDefined();
    expect(document.querySelector('[data-widget="point-mall"]')).toBeNull();
  });

  it('scrolls to the top when the route name changes, not between addresses of the same page', async () => {
    const user = userEvent.setup();
    const { scrollTo } = await renderApp({ path: '/index', language: 'EN' });
    const nav = await screen.findByRole('navigation');
    await user.click(within(nav).getByRole('link', { name: 'Home' }));
    expect(location()).toBe('/');
    expect(scrollTo).not.toHaveBeenCalled();

    await user.click(within(nav).getByRole('link', { name: 'Live Casino' }));
    expect(location()).toBe('/live');
    expect(scrollTo).toHaveBeenCalledWith(0, 0);
  });

  it('hides the loader after a navigation', async () => {
    const user = userEvent.setup();
    document.title = '';
    await renderApp({ language: 'EN' });
    const nav = await screen.findByRole('navigation');
    // The first navigation's effects (title, loader hidden) have run before the loader is shown.
    await waitFor(() => expect(document.title).toBe('Home | Demo Casino'));
    act(() => useLoaderStore.getState().show());
    expect(document.querySelector('[data-loader="branded"]')).not.toBeNull();
    await user.click(within(nav).getByRole('link', { name: 'Promotions' }));
    await waitFor(() => expect(document.querySelector('[data-loader="branded"]')).toBeNull());
  });

  it('closes the route modal when the visitor leaves /login', async () => {
    const user = userEvent.setup();
    await renderApp({ path: '/login', language: 'EN' });
    await screen.findByRole('dialog', { name: 'Log in' });
    await user.keyboard('{Escape}');
    await waitFor(() => expect(useModalStore.getState().stack).toEqual([]));
    expect(location()).toBe('/');
  });
});

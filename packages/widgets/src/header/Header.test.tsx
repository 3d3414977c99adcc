import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { setModalPrefetcher, useMemberStore, useModalStore, useSessionStore } from '@wl/core';
import type { ValueOf } from '@wl/core/testing';
import { demoTenant, renderWithProviders } from '../test-support/render-with-providers.js';
import Header from './Header.js';
import type { HeaderSettings } from './settings.gen.js';
import { navEntries } from './nav-entries.js';

const defaults: HeaderSettings = { showLanguageSelector: true, sticky: true };

describe('Header', () => {
  it("shows the logo and the tenant's game navigation in menu order, translated", async () => {
    const tenant = demoTenant({ menu: { header: ['LIVE', 'HOME', 'COCKFIGHT', 'PROMO'] } });
    await renderWithProviders(<Header settings={defaults} sectionId="header" />, {
      tenant,
      language: 'EN',
    });

    expect(screen.getByRole('img', { name: 'Demo Casino' })).toHaveProperty(
      'src',
      expect.stringMatching(/\/tenant-assets\/logo\.svg$/),
    );
    const nav = screen.getByRole('navigation');
    const links = within(nav).getAllByRole('link');
    expect(links.map((link) => link.textContent)).toEqual([
      'Live Casino',
      'Home',
      'Cockfight',
      'Promotions',
    ]);
    expect(links.map((link) => link.getAttribute('href'))).toEqual([
      '/live',
      '/',
      '/cockfight',
      '/promotions',
    ]);
  });

  it('offers log in and register to visitors, leading to /login and /register', async () => {
    const user = userEvent.setup();
    const tenant = demoTenant({ modules: { REG3: true } });
    await renderWithProviders(<Header settings={defaults} sectionId="header" />, {
      tenant,
      language: 'VI',
    });

    expect(screen.queryByRole('link', { name: 'Nạp tiền' })).toBeNull();
    await user.click(screen.getByRole('link', { name: 'Đăng nhập' }));
    expect(screen.getByTestId('location').textContent).toBe('/login');
    await user.click(screen.getByRole('link', { name: 'Đăng ký' }));
    expect(screen.getByTestId('location').textContent).toBe('/register');
  });

  it("fetches the login window's code when the pointer or the keyboard reaches Log in", async () => {
    const user = userEvent.setup();
    const fetched: string[] = [];
    setModalPrefetcher((id) => fetched.push(id));
    try {
      await renderWithProviders(<Header settings={defaults} sectionId="header" />, {
        language: 'EN',
      });
      const login = screen.getByRole('link', { name: 'Log in' });
      await user.hover(login);
      expect(fetched).toEqual(['login']);
      act(() => login.focus());
      expect(fetched).toEqual(['login', 'login']);
    } finally {
      setModalPrefetcher(() => undefined);
    }
  });

  it('hides the register button when registration (REG3) is off for the tenant', async () => {
    await renderWithProviders(<Header settings={defaults} sectionId="header" />, {
      tenant: demoTenant({ modules: { REG3: false } }),
      language: 'EN',
    });
    expect(screen.getByRole('link', { name: 'Log in' })).toBeDefined();
    expect(screen.queryByRole('link', { name: 'Register' })).toBeNull();
  });

  it('leaves out game categories that have no vendors, keeping home and promotions', async () => {
    type Vendor = ValueOf<'games.menus'>[number]['vendors'][number];
    const vendor = (gameType: Vendor['gameType'], vassalage: string): Vendor => ({
      gameType,
      vassalage,
      displayName: vassalage,
      smallIcon: '',
      isGame: 'GAME',
      gameCode: null,
      maintenance: false,
    });
    const tenant = demoTenant({ menu: { header: ['HOME', 'LIVE', 'COCKFIGHT', 'RNG', 'PROMO'] } });
    await renderWithProviders(<Header settings={defaults} sectionId="header" />, {
      tenant,
      language: 'EN',
      answers: {
        'games.menus': [
          { gameCategory: 'LIVE', vendors: [vendor('LIVE', 'AG')] },
          { gameCategory: 'COCKFIGHT', vendors: [] },
          { gameCategory: 'RNG', vendors: [vendor('RNG', 'PG'), vendor('RNG', 'JDB')] },
        ],
      },
    });
    const nav = screen.getByRole('navigation');
    await waitFor(() => expect(within(nav).queryByRole('link', { name: 'Cockfight' })).toBeNull());
    expect(
      within(nav)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['Home', 'Live Casino', 'Slots', 'Promotions']);
  });

  it('gives a logged-in member deposit and withdraw shortcuts and the member menu', async () => {
    const user = userEvent.setup();
    await renderWithProviders(<Header settings={defaults} sectionId="header" />, {
      language: 'EN',
      token: 'tok',
    });

    expect(screen.queryByRole('link', { name: 'Log in' })).toBeNull();
    expect(screen.getByRole('link', { name: 'Deposit' }).getAttribute('href')).toBe(
      '/member?page=deposit',
    );
    expect(screen.getByRole('link', { name: 'Withdraw' }).getAttribute('href')).toBe(
      '/member?page=withdraw',
    );
    await user.click(screen.getByText('My account', { selector: 'summary > span' }));
    expect(screen.getByRole('link', { name: 'My account' }).getAttribute('href')).toBe(
      '/member?page=securityCenter',
    );
    expect(screen.getByRole('link', { name: 'Account record' }).getAttribute('href')).toBe(
      '/member?page=transactionHistory',
    );
    expect(screen.getByRole('link', { name: 'Betting record' }).getAttribute('href')).toBe(
      '/member?page=personalHistoryCopy',
    );
  });

  it('keeps every shortcut of a signed-in agent named where phones show only its icon', async () => {
    await renderWithProviders(<Header settings={defaults} sectionId="header" />, {
      tenant: demoTenant({ languages: { default: 'EN', enabled: ['EN', 'VI'] } }),
      language: 'EN',
      token: 'tok',
    });
    act(() => useSessionStore.setState({ isAgent: true }));
    const bar = screen.getByRole('banner');
    for (const name of ['Deposit', 'Withdraw', 'Agent']) {
      const link = within(bar).getByRole('link', { name });
      // The words stay in the control (read aloud, shown from tablet width up); the icon is not read.
      expect(link.querySelector('.sr-only')?.textContent).toBe(name);
      expect(link.querySelector('svg')?.getAttribute('aria-hidden')).toBe('true');
      expect(link.getAttribute('title')).toBe(name);
    }
    expect(within(bar).getByText('My account', { selector: 'summary > span' })).toBeDefined();
    expect(within(bar).getByRole('combobox', { name: 'Language' })).toBeDefined();
  });

  it("shows a signed-in member's money in the merchant's currency, linking to the wallet", async () => {
    await renderWithProviders(<Header settings={defaults} sectionId="header" />, {
      language: 'EN',
      token: 'tok',
      answers: {
        'wallet.merchantWallet': { isSingle: false, currency: 'USD' },
        'wallet.balance': {
          currency: 'USD',
          currencySymbol: '$',
          sumBalance: 1520.5,
          balance: [{ accountTypeId: 2, availBalance: 1500.5, accountTypeName: null }],
        },
      },
    });
    // In the bar from tablet width up, and in the member menu on phones.
    const places = await screen.findAllByRole('link', { name: 'Balance: $1,520.5' });
    expect(places.map((link) => [link.dataset.testid, link.getAttribute('href')])).toEqual([
      ['header-balance', '/member?page=wallet'],
      ['menu-balance', '/member?page=wallet'],
    ]);
  });

  it('signs the member out: the backend is told, the token is forgotten and the visitor is sent home', async () => {
    const user = userEvent.setup();
    const { apiPaths } = await renderWithProviders(
      <Header settings={defaults} sectionId="header" />,
      {
        language: 'EN',
        token: 'tok',
        path: '/promotions',
      },
    );

    await user.click(screen.getByText('My account', { selector: 'summary > span' }));
    await user.click(screen.getByRole('button', { name: 'Sign out' }));

    expect(await screen.findByRole('link', { name: 'Log in' })).toBeDefined();
    expect(apiPaths).toContain('/wps/session/logout');
    expect(sessionStorage.getItem('token')).toBeNull();
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/'));
  });

  it('lists the enabled languages by their own names and switches the interface', async () => {
    const user = userEvent.setup();
    const tenant = demoTenant({ languages: { default: 'VI', enabled: ['VI', 'EN', 'TW'] } });
    await renderWithProviders(<Header settings={defaults} sectionId="header" />, {
      tenant,
      language: 'VI',
    });

    const selector = screen.getByRole('combobox', { name: 'Ngôn ngữ' });
    expect(
      within(selector)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Tiếng Việt', 'English', '繁體中文']);
    await user.selectOptions(selector, 'EN');

    expect(await screen.findByRole('link', { name: 'Log in' })).toBeDefined();
    expect(localStorage.getItem('hisLang')).toBe('EN');
    expect(document.documentElement.lang).toBe('en');
  });

  it('can leave out the language selector and stop sticking to the top', async () => {
    await renderWithProviders(
      <Header settings={{ showLanguageSelector: false, sticky: false }} sectionId="header" />,
    );
    expect(screen.queryByRole('combobox')).toBeNull();
    expect(document.querySelector('header')?.className).not.toMatch(/\bsticky\b/);
  });
});

describe('Header game navigation', () => {
  type Category = ValueOf<'games.menus'>[number];
  const category = (type: Category['gameCategory'], count: number): Category => ({
    gameCategory: type,
    vendors: Array.from({ length: count }, (_, i) => ({
      gameType: type,
      vassalage: `V${i}`,
      displayName: `${type} vendor ${i}`,
      smallIcon: null,
      isGame: 'VASSALAGE' as const,
      gameCode: null,
      maintenance: i === 0,
    })),
  });
  const tenant = demoTenant({ menu: { header: ['HOME', 'ESPORTS', 'LIVE', 'RNG'] } });
  const answers = {
    'games.menus': [category('ESPORTS', 1), category('LIVE', 3), category('RNG', 12)],
  };

  it('launches the only vendor of a category: a visitor gets the login modal and stays', async () => {
    const user = userEvent.setup();
    await renderWithProviders(<Header settings={defaults} sectionId="header" />, {
      tenant,
      language: 'EN',
      answers,
    });
    const esports = await screen.findByRole('link', { name: 'E-Sports' });
    await waitFor(() => expect(screen.getByRole('button', { name: /E-Sports/ })).toBeDefined());
    await user.click(esports);
    expect(useModalStore.getState().stack.map((modal) => modal.id)).toEqual(['login']);
    expect(screen.getByTestId('location').textContent).toBe('/');
  });

  it('shows a compact drop menu on hover, and the large layout above 10 vendors', async () => {
    const user = userEvent.setup();
    await renderWithProviders(<Header settings={defaults} sectionId="header" />, {
      tenant,
      language: 'EN',
      answers,
    });
    await user.hover(await screen.findByRole('link', { name: 'Live Casino' }));
    const live = await screen.findByRole('group', { name: 'Live Casino: providers' });
    expect(live.dataset.layout).toBe('compact');
    expect(within(live).getAllByRole('button')).toHaveLength(3);
    expect(within(live).getByText('Maintenance')).toBeDefined();

    await user.hover(screen.getByRole('link', { name: 'Slots' }));
    const slots = await screen.findByRole('group', { name: 'Slots: providers' });
    expect(slots.dataset.layout).toBe('large');
    expect(within(slots).getAllByRole('button')).toHaveLength(12);
  });

  it('opens the drop menu from the keyboard: focus shows it, ArrowDown enters, Escape closes', async () => {
    const user = userEvent.setup();
    await renderWithProviders(<Header settings={defaults} sectionId="header" />, {
      tenant,
      language: 'EN',
      answers,
    });
    const live = await screen.findByRole('link', { name: 'Live Casino' });
    await waitFor(() => expect(screen.getByRole('button', { name: /Live Casino/ })).toBeDefined());
    live.focus();
    const menu = await screen.findByRole('group', { name: 'Live Casino: providers' });
    await user.keyboard('{ArrowDown}');
    await waitFor(() =>
      expect(document.activeElement).toBe(within(menu).getAllByRole('button')[0]),
    );
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('group', { name: 'Live Casino: providers' })).toBeNull();
    expect(document.activeElement).toBe(live);
  });
});

describe('bind bank card', () => {
  const labelled = (labels: { labelType: number; labelName: string }[]) => ({
    'member.info': {
      id: 2002,
      account: 'player.two',
      username: 'player.two',
      nickname: 'Player Two',
      mobile: null,
      regDate: '2026-01-02T03:04:05Z',
      clubLabel: null,
      type: 0,
      memberLabel: labels,
      currency: 'VND',
    },
  });
  const tenant = demoTenant({ payoutVerificationUrl: 'https://payout.example.com/verify' });
  beforeEach(() => useMemberStore.getState().clear());

  it('shows the button to a member labelled TWD (type 6), opening the payout verification page', async () => {
    await renderWithProviders(<Header settings={defaults} sectionId="header" />, {
      tenant,
      language: 'EN',
      token: 'tok',
      answers: labelled([{ labelType: 6, labelName: 'TWD' }]),
    });
    const link = await screen.findByRole('link', { name: 'Bind bank card' });
    expect(link.getAttribute('href')).toBe('https://payout.example.com/verify');
    expect(link.getAttribute('target')).toBe('_blank');
  });

  it('hides it for other labels', async () => {
    await renderWithProviders(<Header settings={defaults} sectionId="header" />, {
      tenant,
      language: 'EN',
      token: 'tok',
      answers: labelled([{ labelType: 1, labelName: 'TWD' }]),
    });
    await screen.findByRole('link', { name: 'Deposit' });
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByRole('link', { name: 'Bind bank card' })).toBeNull();
  });
});

describe('navEntries', () => {
  type Category = ValueOf<'games.menus'>[number];
  const vendors = (type: Category['gameCategory'], count: number): Category => ({
    gameCategory: type,
    vendors: Array.from({ length: count }, (_, i) => ({
      gameType: type,
      vassalage: `${type}${i}`,
      displayName: `${type} ${i}`,
      smallIcon: null,
      isGame: 'GAME' as const,
      gameCode: null,
      maintenance: false,
    })),
  });

  it('hides game categories without vendors once the menus are known, never home or promotions', () => {
    const items = ['HOME', 'LIVE', 'SPORTS', 'PROMO', 'FISH'] as const;
    expect(navEntries(items).map((entry) => entry.item)).toEqual(items);
    const menus = [vendors('LIVE', 3), vendors('SPORTS', 0)];
    expect(navEntries(items, menus).map((entry) => entry.item)).toEqual(['HOME', 'LIVE', 'PROMO']);
  });

  it('launches the only vendor of a category, except the page categories PVP, FISH and RNG', () => {
    const menus = [vendors('ESPORTS', 1), vendors('FISH', 1), vendors('LIVE', 2)];
    const entries = navEntries(['ESPORTS', 'FISH', 'LIVE'], menus);
    expect(entries.map((entry) => entry.launches?.vassalage)).toEqual([
      'ESPORTS0',
      undefined,
      undefined,
    ]);
  });
});

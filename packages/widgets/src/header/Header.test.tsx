import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import {
  setModalPrefetcher,
  useMemberStore,
  useModalStore,
  useModulesStore,
  useSessionStore,
} from '@wl/core';
import type { ValueOf } from '@wl/core/testing';
import type { HeaderEntries } from '../header-entries/header-entry.js';
import {
  demoTenant,
  renderWithProviders,
  type ProvidersOptions,
} from '../test-support/render-with-providers.js';
import Header from './Header.js';
import type { HeaderBlock, HeaderSettings } from './settings.gen.js';
import { navEntries } from './nav-entries.js';

const defaults: HeaderSettings = {
  blocks: [
    { type: 'logo' },
    { type: 'balance' },
    { type: 'shortcuts' },
    { type: 'member-menu' },
    { type: 'language' },
    { type: 'navigation' },
  ],
  logoPosition: 'start',
  menuStyle: 'bar',
  phoneMenuStyle: 'drawer',
  sticky: true,
};

/** Entries as features would add them: two shortcuts, an agents' one, one with a count, links. */
const ENTRIES: HeaderEntries = {
  shortcuts: [
    { id: 'deposit', labelKey: 'header.deposit', to: '/member?page=deposit', icon: 'deposit' },
    { id: 'withdraw', labelKey: 'header.withdraw', to: '/member?page=withdraw', icon: 'withdraw' },
    {
      id: 'agent',
      labelKey: 'header.agent',
      to: '/agentHome',
      icon: 'agent',
      agentsOnly: true,
    },
  ],
  memberMenu: [
    { id: 'myAccount', labelKey: 'header.myAccount', to: '/member?page=securityCenter' },
    { id: 'bettingRecord', labelKey: 'header.bettingRecord', to: '/member?page=bettingRecord' },
  ],
};

function renderHeader(settings: HeaderSettings = defaults, options: ProvidersOptions = {}) {
  return renderWithProviders(<Header settings={settings} sectionId="header" />, {
    headerEntries: ENTRIES,
    ...options,
  });
}

describe('Header', () => {
  it("shows the logo and the tenant's game navigation in menu order, translated", async () => {
    const tenant = demoTenant({ menu: { header: ['LIVE', 'HOME', 'COCKFIGHT', 'PROMO'] } });
    await renderHeader(defaults, {
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
    await renderHeader(defaults, {
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
      await renderHeader(defaults, {
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
    await renderHeader(defaults, {
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
    await renderHeader(defaults, {
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

  it("gives a signed-in member the features' shortcuts and member-menu links, agents' ones aside", async () => {
    const user = userEvent.setup();
    await renderHeader(defaults, { language: 'EN', token: 'tok' });

    expect(screen.queryByRole('link', { name: 'Log in' })).toBeNull();
    const bar = screen.getByRole('banner');
    expect(
      within(bar)
        .getAllByRole('link')
        .filter((link) => link.getAttribute('title'))
        .map((link) => [link.getAttribute('title'), link.getAttribute('href')]),
    ).toEqual([
      ['Deposit', '/member?page=deposit'],
      ['Withdraw', '/member?page=withdraw'],
    ]);
    await user.click(screen.getByText('My account', { selector: 'summary > span' }));
    expect(screen.getByRole('link', { name: 'My account' }).getAttribute('href')).toBe(
      '/member?page=securityCenter',
    );
    expect(screen.getByRole('link', { name: 'Betting record' }).getAttribute('href')).toBe(
      '/member?page=bettingRecord',
    );
    expect(screen.getByRole('button', { name: 'Sign out' })).toBeDefined();
  });

  it('leaves out an entry while its module is off, and follows the backend switching it', async () => {
    const counted: HeaderEntries = {
      shortcuts: [
        {
          id: 'inbox',
          labelKey: 'inboxLink.label',
          to: '/member?page=inbox',
          icon: 'inbox',
          iconOnly: true,
          module: 'INBOX3',
          count: {
            load: () => Promise.resolve({ default: () => 120 }),
            labelKey: 'inboxLink.unread',
          },
        },
      ],
      memberMenu: [
        { id: 'vip', labelKey: 'header.bettingRecord', to: '/', module: ['REWCEN3', 'INBOX3'] },
      ],
    };
    const tenant = demoTenant({ modules: { INBOX3: true } });
    await renderHeader(defaults, { tenant, language: 'EN', token: 'tok', headerEntries: counted });
    const inbox = await screen.findByRole('link', { name: 'Inbox, 120 unread' });
    expect(inbox.getAttribute('href')).toBe('/member?page=inbox');
    expect(screen.getByTestId('inbox-count').textContent).toBe('99+');
    // An entry of several modules needs every one of them: REWCEN3 is off.
    await userEvent.setup().click(screen.getByText('My account', { selector: 'summary > span' }));
    expect(screen.queryByRole('link', { name: 'Betting record' })).toBeNull();

    act(() => useModulesStore.getState().setFromWhitelabel([], tenant.modules));
    expect(screen.queryByRole('link', { name: /^Inbox/ })).toBeNull();
  });

  it('keeps every shortcut of a signed-in agent named where phones show only its icon', async () => {
    await renderHeader(defaults, {
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
    // With the shortcuts in the top row, phones get the language selector in the menu row.
    const [top, row] = within(bar).getAllByRole('combobox', { name: 'Language' });
    expect(top?.closest('.hidden.sm\\:contents')).not.toBeNull();
    expect(row?.closest('.sm\\:hidden')).not.toBeNull();
  });

  it("shows a signed-in member's money in the tenant's currency, linking to the wallet", async () => {
    await renderHeader(defaults, {
      tenant: demoTenant({ money: { currency: 'USD', display: 'full' } }),
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
    // In the top row from tablet width up, and at the end of the menu row on phones.
    const places = await screen.findAllByRole('link', { name: 'Balance: $1,520.50' });
    expect(places.map((link) => [link.dataset.testid, link.getAttribute('href')])).toEqual([
      ['header-balance', '/member?page=wallet'],
      ['row-balance', '/member?page=wallet'],
    ]);
    expect(screen.getByTestId('row-balance').closest('.sm\\:hidden')).not.toBeNull();
  });

  it('signs the member out: the backend is told, the token is forgotten and the visitor is sent home', async () => {
    const user = userEvent.setup();
    const { apiPaths } = await renderHeader(defaults, {
      language: 'EN',
      token: 'tok',
      path: '/promotions',
    });

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
    await renderHeader(defaults, {
      tenant,
      language: 'VI',
    });

    // The top row's selector (phones show the same one in the menu row).
    const selector = screen.getAllByRole('combobox', { name: 'Ngôn ngữ' })[0] as HTMLElement;
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

  it('shows only the blocks the layout lists, in its order, and may stop sticking to the top', async () => {
    const blocks: HeaderBlock[] = [{ type: 'member-menu' }, { type: 'logo' }];
    await renderHeader({ ...defaults, blocks, sticky: false }, { language: 'EN' });
    expect(screen.queryByRole('combobox')).toBeNull();
    expect(screen.queryByRole('navigation')).toBeNull();
    const bar = screen.getByRole('banner');
    expect(
      within(bar)
        .getAllByRole('link')
        .map((link) => link.getAttribute('aria-label') ?? link.textContent),
    ).toEqual(['Log in', 'Demo Casino']);
    expect(bar.className).not.toMatch(/\bsticky\b/);
  });
});

describe('Header menu styles', () => {
  const tenant = demoTenant({ menu: { header: ['HOME', 'LIVE', 'PROMO'] } });

  it('drawer: a worded Menu button opens a labelled side drawer that Escape closes', async () => {
    const user = userEvent.setup();
    await renderHeader({ ...defaults, menuStyle: 'drawer' }, { tenant, language: 'EN' });
    expect(screen.queryByRole('navigation')).toBeNull();
    const button = screen.getByRole('button', { name: 'Menu' });
    expect(button.getAttribute('aria-expanded')).toBe('false');
    await user.click(button);

    const drawer = await screen.findByRole('dialog', { name: 'Menu' });
    const nav = within(drawer).getByRole('navigation', { name: 'Main navigation' });
    expect(
      within(nav)
        .getAllByRole('link')
        .map((link) => [link.textContent, link.getAttribute('href')]),
    ).toEqual([
      ['Home', '/'],
      ['Live Casino', '/live'],
      ['Promotions', '/promotions'],
    ]);
    await waitFor(() => expect(drawer.contains(document.activeElement)).toBe(true));
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    await waitFor(() => expect(document.activeElement).toBe(button));
  });

  it('drawer: a signed-in player also finds the member centre there', async () => {
    const user = userEvent.setup();
    await renderHeader(
      { ...defaults, menuStyle: 'drawer' },
      { tenant, language: 'EN', token: 'tok' },
    );
    await user.click(screen.getAllByRole('button', { name: 'Menu' })[0] as HTMLElement);
    const drawer = await screen.findByRole('dialog', { name: 'Menu' });
    const centre = within(drawer).getByRole('navigation', { name: 'My account' });
    expect(
      within(centre)
        .getAllByRole('link')
        .map((link) => link.getAttribute('href')),
    ).toEqual(['/member?page=securityCenter', '/member?page=bettingRecord']);
    await user.click(within(centre).getAllByRole('link')[0] as HTMLElement);
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('drawer: following an item closes the drawer and goes there', async () => {
    const user = userEvent.setup();
    await renderHeader({ ...defaults, menuStyle: 'drawer' }, { tenant, language: 'EN' });
    await user.click(screen.getByRole('button', { name: 'Menu' }));
    await user.click(
      within(screen.getByRole('dialog', { name: 'Menu' })).getByRole('link', {
        name: 'Promotions',
      }),
    );
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.getByTestId('location').textContent).toBe('/promotions');
  });

  it("drawer: a category's button shows its vendors; choosing one closes the drawer and launches", async () => {
    const user = userEvent.setup();
    const vendor = (vassalage: string) => ({
      gameType: 'LIVE' as const,
      vassalage,
      displayName: vassalage,
      smallIcon: null,
      isGame: 'GAME' as const,
      gameCode: null,
      maintenance: false,
    });
    await renderHeader(
      { ...defaults, menuStyle: 'drawer' },
      {
        tenant,
        language: 'EN',
        answers: {
          'games.menus': [{ gameCategory: 'LIVE', vendors: [vendor('AG'), vendor('EVO')] }],
        },
      },
    );
    await user.click(screen.getByRole('button', { name: 'Menu' }));
    const drawer = await screen.findByRole('dialog', { name: 'Menu' });
    const toggle = await within(drawer).findByRole('button', { name: 'Live Casino: providers' });
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    await user.click(toggle);
    const vendors = within(drawer).getByRole('list', { name: 'Live Casino: providers' });
    expect(
      within(vendors)
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual(['AG', 'EVO']);
    await user.click(within(vendors).getByRole('button', { name: 'EVO' }));
    expect(screen.queryByRole('dialog', { name: 'Menu' })).toBeNull();
    // A visitor is asked to log in first.
    expect(useModalStore.getState().stack.map((modal) => modal.id)).toEqual(['login']);
  });

  it('drop-down: the Menu button lists the items under it; Escape closes the list', async () => {
    const user = userEvent.setup();
    await renderHeader(
      { ...defaults, menuStyle: 'drop-down', phoneMenuStyle: 'drop-down' },
      { tenant, language: 'EN' },
    );
    const summary = screen.getByText('Menu', { selector: 'summary > span' });
    const list = summary.closest('details');
    expect(screen.queryByRole('navigation')).toBeNull();
    await user.click(summary);
    expect(list?.open).toBe(true);
    const nav = screen.getByRole('navigation', { name: 'Main navigation' });
    expect(
      within(nav)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['Home', 'Live Casino', 'Promotions']);
    await user.keyboard('{Escape}');
    expect(list?.open).toBe(false);
    expect(screen.queryByRole('navigation')).toBeNull();
    expect(document.activeElement).toBe(summary.closest('summary'));
  });

  it('bar: gives phones the drawer, never the sideways bar', async () => {
    await renderHeader(defaults, { tenant, language: 'EN' });
    const phoneButton = screen.getByRole('button', { name: 'Menu' });
    const bar = screen.getByRole('navigation', { name: 'Main navigation' });
    // Below tablet width only the button shows; from tablet width up only the bar.
    expect(phoneButton.closest('.sm\\:hidden')).not.toBeNull();
    expect(bar.closest('.hidden.sm\\:flex')).not.toBeNull();
  });

  it('centres the logo between the blocks before and after it', async () => {
    await renderHeader(
      {
        ...defaults,
        logoPosition: 'center',
        blocks: [{ type: 'language' }, { type: 'logo' }, { type: 'member-menu' }],
      },
      {
        tenant: demoTenant({ languages: { default: 'EN', enabled: ['EN', 'VI'] } }),
        language: 'EN',
      },
    );
    const logo = screen.getByRole('link', { name: 'Demo Casino' });
    const row = logo.parentElement;
    expect(row?.className).toMatch(/sm:grid-cols-\[1fr_auto_1fr\]/);
    expect(Array.from(row?.children ?? []).indexOf(logo)).toBe(1);
    expect(row?.firstElementChild?.querySelector('select')).not.toBeNull();
    expect(row?.lastElementChild?.textContent).toContain('Log in');
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
    await renderHeader(defaults, {
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
    await renderHeader(defaults, {
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
    await renderHeader(defaults, {
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
    await renderHeader(defaults, {
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
    await renderHeader(defaults, {
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

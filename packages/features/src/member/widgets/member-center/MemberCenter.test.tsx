import { act, cleanup, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useModalStore, useModulesStore } from '@wl/core';
import type { CentrePage } from '@wl/widgets/definitions';
import { demoTenant } from '@wl/widgets/testing';
import { CENTRE_PAGES } from '../../../index.js';
import { MEMBER, renderFeature } from '../../../test-support/index.js';
import MemberCenter from './MemberCenter.js';

function page(name: CentrePage['name'], text: string, centres: CentrePage['centres']): CentrePage {
  return {
    name,
    titleKey: `sections.${name}`,
    centres,
    load: () => Promise.resolve({ default: () => <p>{text}</p> }),
  };
}

const PAGES: CentrePage[] = [
  page('deposit', 'Deposit body', ['member', 'agent']),
  page('inbox', 'Agent inbox body', ['agent']),
  page('withdraw', 'Withdraw body', ['member']),
];

const render = (path: string, centrePages: readonly CentrePage[] = PAGES) =>
  renderFeature(
    <MemberCenter settings={{ titleKey: 'sections.memberCenter' }} sectionId="main" />,
    { language: 'EN', path, token: 'member-token', centrePages },
  );

afterEach(() => {
  useModalStore.getState().closeAll();
});

/** Gives every element the box `value` says for `name` (jsdom lays nothing out). */
const box = (name: string, value: (element: HTMLElement) => number) =>
  vi.spyOn(HTMLElement.prototype, name as 'offsetLeft', 'get').mockImplementation(function (
    this: HTMLElement,
  ) {
    return value(this);
  });

/** The element's place among its siblings. */
const index = (element: HTMLElement) =>
  element.parentElement ? [...element.parentElement.children].indexOf(element) : 0;

describe('MemberCenter', () => {
  it('lists the member pages of every feature and opens the one named in the address', async () => {
    await render('/member?page=withdraw');
    expect(screen.getByRole('heading', { level: 1, name: 'Member centre' })).toBeDefined();
    const menu = screen.getByRole('navigation', { name: 'Member centre menu' });
    expect([...menu.querySelectorAll('a')].map((link) => link.getAttribute('href'))).toEqual([
      '/member?page=deposit',
      '/member?page=withdraw',
    ]);
    expect(await screen.findByText('Withdraw body')).toBeDefined();
    expect(screen.queryByText('Deposit body')).toBeNull();
  });

  it('scrolls its row of tabs on a phone so the current page is in view', async () => {
    // A phone's row: 100 px wide, each tab 80 px, so the third tab starts out of view.
    box('clientWidth', () => 100);
    box('scrollWidth', () => 300);
    box('offsetWidth', () => 80);
    box('offsetLeft', (element) => index(element) * 80);
    const many = [...PAGES, page('transfer', 'Transfer body', ['member'])];
    try {
      await render('/member?page=transfer', many);
      await screen.findByText('Transfer body');
      const row = screen.getByRole('navigation', { name: 'Member centre menu' }).firstElementChild;
      // The third tab (at 160 px) centred in a 100 px row.
      expect(row?.scrollLeft).toBe(150);
    } finally {
      vi.restoreAllMocks();
    }
  });

  it('scrolls its row of tabs again when the tabs before the current one change', async () => {
    box('clientWidth', () => 100);
    box('scrollWidth', (element) => element.children.length * 80);
    box('offsetWidth', () => 80);
    box('offsetLeft', (element) => index(element) * 80);
    // The centre opens on the inbox before the backend's answer on modules; the answer turns
    // the feedback form off, and its tab, ahead of the inbox's, leaves the row.
    const tenant = demoTenant({ modules: { INBOX3: true, FEEDBACK3: true } });
    try {
      await renderFeature(
        <MemberCenter settings={{ titleKey: 'sections.memberCenter' }} sectionId="main" />,
        { language: 'EN', path: '/member?page=inbox', token: 'member-token', tenant },
      );
      expect(screen.getByRole('link', { name: 'Feedback' })).toBeDefined();
      act(() =>
        useModulesStore.getState().setFromWhitelabel(
          [
            { modId: 'INBOX3', enabled: '1' },
            { modId: 'FEEDBACK3', enabled: '0' },
          ],
          tenant.modules,
        ),
      );
      expect(screen.queryByRole('link', { name: 'Feedback' })).toBeNull();
      const menu = screen.getByRole('navigation', { name: 'Member centre menu' });
      const tab = screen.getByRole('link', { name: 'Inbox' });
      expect(tab.getAttribute('aria-current')).toBe('page');
      const at = index(tab.closest('li') as HTMLElement) * 80;
      // The inbox's tab centred in the 100 px row.
      expect(menu.firstElementChild?.scrollLeft).toBe(at - 10);
    } finally {
      vi.restoreAllMocks();
    }
  });

  it('scrolls its row of tabs once the row, drawn before it was shown, gets its width', async () => {
    // Hidden at first: the row has no width until the page's first view gives way to it.
    let shown = false;
    box('clientWidth', () => (shown ? 100 : 0));
    box('scrollWidth', () => (shown ? 300 : 0));
    box('offsetWidth', () => (shown ? 80 : 0));
    box('offsetLeft', (element) => (shown ? index(element) * 80 : 0));
    const resized: (() => void)[] = [];
    vi.stubGlobal(
      'ResizeObserver',
      class {
        constructor(private readonly onResize: () => void) {}
        observe() {
          resized.push(this.onResize);
        }
        disconnect() {
          resized.splice(resized.indexOf(this.onResize), 1);
        }
      },
    );
    const many = [...PAGES, page('transfer', 'Transfer body', ['member'])];
    try {
      await render('/member?page=transfer', many);
      await screen.findByText('Transfer body');
      const row = screen.getByRole('navigation', { name: 'Member centre menu' }).firstElementChild;
      expect(row?.scrollLeft).toBe(0);
      shown = true;
      act(() => resized.forEach((onResize) => onResize()));
      // The third tab (at 160 px) centred in a 100 px row.
      expect(row?.scrollLeft).toBe(150);
    } finally {
      vi.unstubAllGlobals();
      vi.restoreAllMocks();
    }
  });

  it('opens the first page when the address names none or a page it does not list', async () => {
    await render('/member?page=inbox');
    expect(await screen.findByText('Deposit body')).toBeDefined();
    expect(screen.queryByText('Agent inbox body')).toBeNull();
  });

  it('switches pages from its menu and marks the current one', async () => {
    const user = userEvent.setup();
    await render('/member');
    await screen.findByText('Deposit body');
    await user.click(screen.getAllByRole('link')[1] as HTMLElement);
    expect(await screen.findByText('Withdraw body')).toBeDefined();
    expect(screen.getByTestId('location').textContent).toBe('/member?page=withdraw');
    const current = screen
      .getAllByRole('link')
      .filter((link) => link.getAttribute('aria-current') === 'page');
    expect(current.map((link) => link.getAttribute('href'))).toEqual(['/member?page=withdraw']);
  });

  it('keeps a page that fails to its own area', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const broken: CentrePage = {
      ...page('deposit', '', ['member']),
      load: () =>
        Promise.resolve({
          default: () => {
            throw new Error('broken page');
          },
        }),
    };
    await render('/member', [broken]);
    expect(await screen.findByRole('alert')).toBeDefined();
    expect(screen.getByRole('heading', { level: 1, name: 'Member centre' })).toBeDefined();
    vi.restoreAllMocks();
  });

  it('offers the change of password in the security centre', async () => {
    const user = userEvent.setup();
    await renderFeature(
      <MemberCenter settings={{ titleKey: 'sections.memberCenter' }} sectionId="main" />,
      {
        language: 'EN',
        path: '/member?page=securityCenter',
        token: 'member-token',
        // The page shows itself once the member's info and its overview have answered.
        answers: {
          'member.info': MEMBER,
          'security.overview': {
            paymentPassword: { enabled: false, isSet: false },
            maxBankCards: 3,
            bankCards: [],
            mobile: null,
            email: null,
          },
        },
      },
    );
    await user.click(await screen.findByRole('button', { name: 'Change password' }));
    expect(useModalStore.getState().stack.map((entry) => entry.id)).toEqual(['changePassword']);
  });

  it('lists the inbox only while the inbox module is on, as the header does', async () => {
    const menuLinks = () =>
      [...screen.getByRole('navigation', { name: 'Member centre menu' }).querySelectorAll('a')].map(
        (link) => link.getAttribute('href'),
      );
    const tenant = demoTenant({ modules: { INBOX3: true } });
    const { unmount } = await renderFeature(
      <MemberCenter settings={{ titleKey: 'sections.memberCenter' }} sectionId="main" />,
      { language: 'EN', path: '/member?page=securityCenter', token: 'member-token', tenant },
    );
    expect(menuLinks()).toContain('/member?page=inbox');
    act(() =>
      useModulesStore
        .getState()
        .setFromWhitelabel([{ modId: 'INBOX3', enabled: '0' }], tenant.modules),
    );
    expect(menuLinks()).not.toContain('/member?page=inbox');
    expect(menuLinks()).toContain('/member?page=securityCenter');
    unmount();

    await renderFeature(
      <MemberCenter settings={{ titleKey: 'sections.memberCenter' }} sectionId="main" />,
      {
        language: 'EN',
        path: '/member?page=securityCenter',
        token: 'member-token',
        tenant: demoTenant({ modules: { INBOX3: false } }),
      },
    );
    expect(menuLinks()).not.toContain('/member?page=inbox');
  });

  it('says a page whose gate is closed is not available when the address names it, loading none of it', async () => {
    const load = vi.fn(() => Promise.resolve({ default: () => <p>Points body</p> }));
    const gated: CentrePage = {
      ...page('wallet', 'Points body', ['member']),
      module: 'PTSYS3',
      load,
    };
    await renderFeature(
      <MemberCenter settings={{ titleKey: 'sections.memberCenter' }} sectionId="main" />,
      {
        language: 'EN',
        path: '/member?page=wallet',
        token: 'member-token',
        centrePages: [...PAGES, gated],
        tenant: demoTenant({ modules: { PTSYS3: false } }),
      },
    );
    expect(await screen.findByText('This page is not available')).toBeDefined();
    const menu = screen.getByRole('navigation', { name: 'Member centre menu' });
    expect([...menu.querySelectorAll('a')].map((link) => link.getAttribute('href'))).toEqual([
      '/member?page=deposit',
      '/member?page=withdraw',
    ]);
    expect(screen.queryByText('Deposit body')).toBeNull();
    expect(load).not.toHaveBeenCalled();
  });

  it('offers no transfer between wallets to a single-wallet merchant, not even by its address', async () => {
    const renderWallets = (isSingle: boolean, path: string) =>
      renderFeature(
        <MemberCenter settings={{ titleKey: 'sections.memberCenter' }} sectionId="main" />,
        {
          language: 'EN',
          path,
          token: 'member-token',
          centrePages: CENTRE_PAGES,
          tenant: demoTenant({ modules: { FUNDTRANS3: true } }),
          answers: { 'wallet.merchantWallet': { isSingle, currency: 'VND' } },
        },
      );
    const menuLinks = () =>
      [...screen.getByRole('navigation', { name: 'Member centre menu' }).querySelectorAll('a')].map(
        (link) => link.getAttribute('href'),
      );
    await renderWallets(false, '/member?page=wallet');
    expect(menuLinks()).toContain('/member?page=transfer');
    cleanup();
    sessionStorage.clear();

    await renderWallets(true, '/member?page=transfer');
    expect(await screen.findByText('This page is not available')).toBeDefined();
    expect(menuLinks()).not.toContain('/member?page=transfer');
    expect(menuLinks()).toContain('/member?page=wallet');
  });

  it('waits for the backend before saying a page is not available, never forever', async () => {
    const gated: CentrePage = { ...page('wallet', 'Points body', ['member']), module: 'PTSYS3' };
    const tenant = demoTenant({ modules: { PTSYS3: true } });
    await renderFeature(
      <MemberCenter settings={{ titleKey: 'sections.memberCenter' }} sectionId="main" />,
      {
        language: 'EN',
        path: '/member?page=wallet',
        token: 'member-token',
        tenant,
        centrePages: [gated],
      },
    );
    expect(screen.queryByText('This page is not available')).toBeNull();
    expect(screen.queryByText('Points body')).toBeNull();
    act(() => useModulesStore.getState().fallBackToTenant(tenant.modules));
    expect(await screen.findByText('Points body')).toBeDefined();
  });
});

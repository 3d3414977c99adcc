import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { CentrePage } from '../centre-pages/centre-page.js';
import { demoTenant, renderWithProviders } from '../test-support/render-with-providers.js';
import SideMenu from './SideMenu.js';
import type { SideMenuSettings } from './settings.gen.js';
import { sideMenuWidget } from './index.js';
import { currentLinkIndex } from './PhoneBar.js';

const PHONE_LINKS = [
  { labelKey: 'nav.HOME', href: '/', icon: 'home' },
  { labelKey: 'nav.PROMO', href: '/promotions', icon: 'gift' },
  { labelKey: 'header.deposit', href: '/member?page=deposit', icon: 'deposit' },
  { labelKey: 'sideMenu.account', href: '/member', icon: 'account' },
] as const;

afterEach(() => {
  vi.restoreAllMocks();
});

describe('SideMenu', () => {
  it("opens the tenant's customer service in a small window", async () => {
    const open = vi.spyOn(window, 'open').mockReturnValue(null);
    const user = userEvent.setup();
    await renderWithProviders(
      <SideMenu
        settings={{ showCustomerService: true, position: 'right', phoneLinks: [] }}
        sectionId="aside"
      />,
      { language: 'EN' },
    );

    await user.click(screen.getByRole('button', { name: 'Customer service' }));

    expect(open).toHaveBeenCalledTimes(1);
    const [url, , features] = open.mock.calls[0]!;
    expect(url).toBe('https://support.example.com/chat');
    expect(features).toMatch(/width=\d+/);
    expect(features).toMatch(/height=\d+/);
  });

  it('is a round icon on phones that still says what it is', async () => {
    await renderWithProviders(
      <SideMenu
        settings={{ showCustomerService: true, position: 'right', phoneLinks: [] }}
        sectionId="aside"
      />,
      { language: 'EN' },
    );
    const button = screen.getByRole('button', { name: 'Customer service' });
    expect(button.getAttribute('title')).toBe('Customer service');
    expect(button.className).toMatch(/\bbtn-circle\b/);
    expect(button.querySelector('svg')?.getAttribute('aria-hidden')).toBe('true');
    expect(button.querySelector('span')?.className).toMatch(/\bsr-only\b/);
  });

  it('sits on the configured edge', async () => {
    await renderWithProviders(
      <SideMenu
        settings={{ showCustomerService: true, position: 'left', phoneLinks: [] }}
        sectionId="aside"
      />,
    );
    expect(document.querySelector('[data-widget="side-menu"]')?.className).toMatch(/\bstart-/);
  });

  it('declares the edge its button is on, and none while the button is hidden', () => {
    const edge = sideMenuWidget.screenEdge;
    expect(edge?.({ showCustomerService: true, position: 'left', phoneLinks: [] })).toBe('start');
    expect(edge?.({ showCustomerService: true, position: 'right', phoneLinks: [] })).toBe('end');
    expect(
      edge?.({ showCustomerService: false, position: 'right', phoneLinks: [] }),
    ).toBeUndefined();
  });

  it('can hide the customer-service button', async () => {
    await renderWithProviders(
      <SideMenu
        settings={{ showCustomerService: false, position: 'left', phoneLinks: [] }}
        sectionId="aside"
      />,
    );
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('holds the phone links in the bar, named, the page shown marked as current', async () => {
    await renderWithProviders(
      <SideMenu
        settings={{ showCustomerService: true, position: 'right', phoneLinks: [...PHONE_LINKS] }}
        sectionId="aside"
      />,
      { language: 'VI', path: '/member?page=deposit' },
    );
    const bar = screen.getByRole('navigation', { name: 'Lối tắt' });
    const links = within(bar).getAllByRole('link');
    expect(links.map((link) => link.textContent)).toEqual([
      'Trang chủ',
      'Khuyến mãi',
      'Nạp tiền',
      'Tài khoản',
    ]);
    expect(within(bar).getByRole('link', { current: 'page' }).textContent).toBe('Nạp tiền');
    expect(bar.className).toMatch(/\bsm:hidden\b/);
    expect(screen.getByRole('button', { name: 'Chăm sóc khách hàng' })).toBeTruthy();
  });

  it('leaves out a phone link whose address is neither a route nor a web address', async () => {
    await renderWithProviders(
      <SideMenu
        settings={{
          showCustomerService: true,
          position: 'right',
          phoneLinks: [
            PHONE_LINKS[0],
            { labelKey: 'nav.PROMO', href: 'javascript:alert(1)', icon: 'gift' },
          ],
        }}
        sectionId="aside"
      />,
      { language: 'EN' },
    );
    expect(screen.getAllByRole('link').map((link) => link.textContent)).toEqual(['Home']);
  });
});

describe('the phone bar and module gates', () => {
  it('leaves out a link whose route or centre page a module the tenant switches off closes', async () => {
    const deposit: CentrePage = {
      name: 'deposit',
      titleKey: 'header.deposit',
      centres: ['member'],
      module: 'COMM3',
      load: () => Promise.resolve({ default: () => null }),
    };
    const settings: SideMenuSettings = {
      showCustomerService: true,
      position: 'right',
      phoneLinks: [...PHONE_LINKS],
    };
    const gateAt = (pathname: string) => (pathname === '/promotions' ? 'REWCEN3' : undefined);
    const { unmount } = await renderWithProviders(
      <SideMenu settings={settings} sectionId="aside" />,
      {
        language: 'EN',
        centrePages: [deposit],
        routeGateAt: gateAt,
      },
    );
    const bar = () => screen.getByRole('navigation', { name: 'Shortcuts' });
    expect(
      within(bar())
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['Home', 'Account']);
    unmount();
    await renderWithProviders(<SideMenu settings={settings} sectionId="aside" />, {
      language: 'EN',
      tenant: demoTenant({ modules: { COMM3: true, REWCEN3: true } }),
      centrePages: [deposit],
      routeGateAt: gateAt,
    });
    expect(within(bar()).getAllByRole('link')).toHaveLength(4);
  });
});

describe('currentLinkIndex', () => {
  const at = (url: string) => {
    const { pathname, search } = new URL(url, 'http://x.invalid');
    return { pathname, search };
  };
  const hrefs = PHONE_LINKS.map((link) => link.href);
  it('marks the link with the page path whose every named query value the page has', () => {
    expect(currentLinkIndex(hrefs, at('/promotions'))).toBe(1);
    expect(currentLinkIndex(hrefs, at('/?lang=EN'))).toBe(0);
    expect(currentLinkIndex(hrefs, at('/rng'))).toBe(-1);
  });
  it('prefers the link naming the most of the page, whatever the links order', () => {
    expect(currentLinkIndex(hrefs, at('/member?page=deposit&x=1'))).toBe(2);
    expect(currentLinkIndex([...hrefs].reverse(), at('/member?page=deposit'))).toBe(1);
    // On the centre's other pages its own link is the current one.
    expect(currentLinkIndex(hrefs, at('/member?page=records'))).toBe(3);
    expect(currentLinkIndex(hrefs, at('/member'))).toBe(3);
  });
});

import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../test-support/render-with-providers.js';
import SideMenu from './SideMenu.js';
import { sideMenuWidget } from './index.js';
import { isCurrentAddress } from './PhoneBar.js';

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

describe('isCurrentAddress', () => {
  const at = (url: string) => {
    const { pathname, search } = new URL(url, 'http://x.invalid');
    return { pathname, search };
  };
  it('matches the path and every query value the link names', () => {
    expect(isCurrentAddress('/member?page=deposit', at('/member?page=deposit&x=1'))).toBe(true);
    expect(isCurrentAddress('/member?page=deposit', at('/member?page=withdraw'))).toBe(false);
    expect(isCurrentAddress('/promotions', at('/promotions'))).toBe(true);
    expect(isCurrentAddress('/', at('/rng'))).toBe(false);
  });
  it("keeps a centre's own link from being current on another of its pages", () => {
    expect(isCurrentAddress('/member', at('/member'))).toBe(true);
    expect(isCurrentAddress('/member', at('/member?page=deposit'))).toBe(false);
  });
});

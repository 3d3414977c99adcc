import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../test-support/render-with-providers.js';
import SideMenu from './SideMenu.js';
import { sideMenuWidget } from './index.js';

afterEach(() => {
  vi.restoreAllMocks();
});

describe('SideMenu', () => {
  it("opens the tenant's customer service in a small window", async () => {
    const open = vi.spyOn(window, 'open').mockReturnValue(null);
    const user = userEvent.setup();
    await renderWithProviders(
      <SideMenu settings={{ showCustomerService: true, position: 'right' }} sectionId="aside" />,
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
      <SideMenu settings={{ showCustomerService: true, position: 'right' }} sectionId="aside" />,
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
      <SideMenu settings={{ showCustomerService: true, position: 'left' }} sectionId="aside" />,
    );
    expect(document.querySelector('[data-widget="side-menu"]')?.className).toMatch(/\bstart-/);
  });

  it('declares the edge its button is on, and none while the button is hidden', () => {
    const edge = sideMenuWidget.screenEdge;
    expect(edge?.({ showCustomerService: true, position: 'left' })).toBe('start');
    expect(edge?.({ showCustomerService: true, position: 'right' })).toBe('end');
    expect(edge?.({ showCustomerService: false, position: 'right' })).toBeUndefined();
  });

  it('can hide the customer-service button', async () => {
    await renderWithProviders(
      <SideMenu settings={{ showCustomerService: false, position: 'left' }} sectionId="aside" />,
    );
    expect(screen.queryByRole('button')).toBeNull();
  });
});

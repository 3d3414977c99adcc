import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { MemoryRouter } from 'react-router-dom';
import { TenantProvider, initI18n, useModalStore } from '@wl/core';
import { appDictionary } from '@wl/features/node';
import { demoTenant } from '../test-support/render-app.js';
import { ModalHost } from './ModalHost.js';

declare module '@wl/core' {
  interface ModalRegistry {
    announcement: Record<string, never>;
  }
}

const tenant = demoTenant();
let scrollTo: ReturnType<typeof vi.fn>;

function scrollPageTo(y: number): void {
  Object.defineProperty(window, 'scrollY', { value: y, configurable: true });
}

beforeEach(async () => {
  useModalStore.getState().closeAll();
  document.body.style.overflow = '';
  scrollPageTo(0);
  scrollTo = vi.fn();
  window.scrollTo = scrollTo as unknown as typeof window.scrollTo;
  await initI18n(tenant, {
    resources: { EN: appDictionary('EN') },
    storage: { getItem: () => 'EN' },
  });
  render(
    <TenantProvider tenant={tenant}>
      <MemoryRouter>
        <ModalHost />
      </MemoryRouter>
    </TenantProvider>,
  );
});

afterEach(() => {
  act(() => useModalStore.getState().closeAll());
});

describe('ModalHost', () => {
  it('locks page scrolling while a modal is open and returns to the same place when it closes', async () => {
    const user = userEvent.setup();
    scrollPageTo(640);
    act(() => useModalStore.getState().open('login'));
    expect(await screen.findByRole('dialog', { name: 'Log in' })).toBeDefined();
    expect(document.body.style.overflow).toBe('hidden');

    scrollPageTo(0);
    await user.click(screen.getAllByRole('button', { name: 'Close' })[0]!);

    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(document.body.style.overflow).toBe('');
    expect(scrollTo).toHaveBeenLastCalledWith(0, 640);
  });

  it('keeps the page locked until the last of several modals closes', async () => {
    act(() => {
      useModalStore.getState().open('login');
      useModalStore.getState().open('register');
    });
    expect(await screen.findByRole('dialog', { name: 'Register' })).toBeDefined();
    act(() => useModalStore.getState().close('register'));
    expect(document.body.style.overflow).toBe('hidden');
    act(() => useModalStore.getState().close('login'));
    expect(document.body.style.overflow).toBe('');
  });

  it('closes the top modal on Escape', async () => {
    const user = userEvent.setup();
    act(() => {
      useModalStore.getState().open('login');
      useModalStore.getState().open('register');
    });
    await screen.findByRole('dialog', { name: 'Register' });
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Register' })).toBeNull());
    expect(screen.getByRole('dialog', { name: 'Log in' })).toBeDefined();
  });

  it('shows a "not available yet" window for a modal that has not been built', async () => {
    act(() => useModalStore.getState().open('announcement'));
    expect(
      await screen.findByRole('dialog', { name: 'This window is not available yet.' }),
    ).toBeDefined();
  });
});

import { act, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useModulesStore } from '@wl/core';
import { dispatchSocketEvent } from '@wl/core/testing';
import { demoTenant, renderWithProviders } from '../test-support/render-with-providers.js';
import type { CentrePage } from '../centre-pages/centre-page.js';
import { InboxLink } from './InboxLink.js';

const withInbox = demoTenant({ modules: { INBOX3: true } });
/** The inbox page as its feature declares it: it belongs to the inbox module. */
const INBOX_PAGES: readonly CentrePage[] = [
  {
    name: 'inbox',
    titleKey: 'inbox.title',
    centres: ['member'],
    module: 'INBOX3',
    load: () => Promise.resolve({ default: () => null }),
  },
];

describe('InboxLink', () => {
  it('shows the unread count and follows the pushed count live', async () => {
    await renderWithProviders(<InboxLink />, {
      tenant: withInbox,
      language: 'EN',
      centrePages: INBOX_PAGES,
      token: 'tok',
      answers: { 'content.inboxUnread': { count: 2 } },
    });
    act(() =>
      useModulesStore
        .getState()
        .setFromWhitelabel([{ modId: 'INBOX3', enabled: '1' }], withInbox.modules),
    );
    const link = await screen.findByRole('link', { name: 'Inbox, 2 unread' });
    expect(link.getAttribute('href')).toBe('/member?page=inbox');
    act(() => dispatchSocketEvent({ type: 'inbox.unread', data: { count: 3 } }));
    expect(screen.getByRole('link', { name: 'Inbox, 3 unread' })).toBeDefined();
    expect(screen.getByTestId('inbox-unread').textContent).toBe('3');
    act(() => dispatchSocketEvent({ type: 'inbox.unread', data: { count: 0 } }));
    expect(screen.getByRole('link', { name: 'Inbox' })).toBeDefined();
    expect(screen.queryByTestId('inbox-unread')).toBeNull();
    act(() => dispatchSocketEvent({ type: 'inbox.unread', data: { count: 150 } }));
    expect(screen.getByTestId('inbox-unread').textContent).toBe('99+');
  });

  it('is absent when the inbox module is off', async () => {
    await renderWithProviders(<InboxLink />, {
      language: 'EN',
      centrePages: INBOX_PAGES,
      token: 'tok',
      answers: { 'content.inboxUnread': { count: 2 } },
    });
    expect(screen.queryByRole('link')).toBeNull();
  });

  it('goes away with its count when the backend switches the inbox module off', async () => {
    const { apiPaths } = await renderWithProviders(<InboxLink />, {
      tenant: withInbox,
      language: 'EN',
      centrePages: INBOX_PAGES,
      token: 'tok',
      answers: { 'content.inboxUnread': { count: 2 } },
    });
    expect(screen.getByRole('link', { name: 'Inbox' })).toBeDefined();
    act(() => useModulesStore.getState().setFromWhitelabel([], withInbox.modules));
    expect(screen.queryByRole('link')).toBeNull();
    expect(screen.queryByTestId('inbox-unread')).toBeNull();
    expect(apiPaths.filter((path) => path.includes('CSP_unreadCount'))).toEqual([]);
  });
});

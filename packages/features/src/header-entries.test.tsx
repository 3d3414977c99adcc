import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { useModulesStore, useSessionStore } from '@wl/core';
import { dispatchSocketEvent } from '@wl/core/testing';
import { PageRenderer } from '@wl/widgets';
import { demoTenant, pageWithDefaults, type ProvidersOptions } from '@wl/widgets/testing';
import { renderFeature } from './test-support/index.js';

/** The site header as a layout gives it, with the entries every feature adds. */
async function renderHeader(options: ProvidersOptions) {
  const page = await pageWithDefaults({
    sections: { header: { type: 'header' } },
    order: ['header'],
  });
  const result = await renderFeature(<PageRenderer page={page} />, options);
  await screen.findByRole('banner');
  return result;
}

const withInbox = demoTenant({ modules: { INBOX3: true } });

describe('what the features add to the header', () => {
  it('wallet: deposit and withdraw; member and records: the member menu', async () => {
    const user = userEvent.setup();
    await renderHeader({ language: 'EN', token: 'tok' });
    expect(screen.getByRole('link', { name: 'Deposit' }).getAttribute('href')).toBe(
      '/member?page=deposit',
    );
    expect(screen.getByRole('link', { name: 'Withdraw' }).getAttribute('href')).toBe(
      '/member?page=withdraw',
    );
    expect(screen.queryByRole('link', { name: 'Agent' })).toBeNull();
    await user.click(screen.getByText('My account', { selector: 'summary > span' }));
    const menu = screen.getByRole('button', { name: 'Sign out' }).closest('ul');
    expect(
      within(menu as HTMLElement)
        .getAllByRole('link')
        .filter((link) => link.dataset.testid === undefined)
        .map((link) => [link.textContent, link.getAttribute('href')]),
    ).toEqual([
      ['My account', '/member?page=securityCenter'],
      ['Account record', '/member?page=transactionHistory'],
      ['Betting record', '/member?page=personalHistoryCopy'],
    ]);
  });

  it('agent: the agent centre shortcut, for agents only', async () => {
    await renderHeader({ language: 'EN', token: 'tok' });
    act(() => useSessionStore.setState({ isAgent: true }));
    expect(screen.getByRole('link', { name: 'Agent' }).getAttribute('href')).toBe('/agentHome');
  });

  it('inbox: the unread count, followed live from the event socket', async () => {
    await renderHeader({
      tenant: withInbox,
      language: 'EN',
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
    expect(screen.getByTestId('inbox-count').textContent).toBe('3');
    act(() => dispatchSocketEvent({ type: 'inbox.unread', data: { count: 0 } }));
    expect(screen.getByRole('link', { name: 'Inbox' })).toBeDefined();
    expect(screen.queryByTestId('inbox-count')).toBeNull();
    act(() => dispatchSocketEvent({ type: 'inbox.unread', data: { count: 150 } }));
    expect(screen.getByTestId('inbox-count').textContent).toBe('99+');
  });

  it('inbox: absent while its module is off, and asks nothing then', async () => {
    const { apiPaths } = await renderHeader({
      tenant: withInbox,
      language: 'EN',
      token: 'tok',
      answers: { 'content.inboxUnread': { count: 2 } },
    });
    expect(screen.getByRole('link', { name: /^Inbox/ })).toBeDefined();
    act(() => useModulesStore.getState().setFromWhitelabel([], withInbox.modules));
    expect(screen.queryByRole('link', { name: /^Inbox/ })).toBeNull();
    const calls = apiPaths.length;
    act(() => dispatchSocketEvent({ type: 'inbox.unread', data: { count: 5 } }));
    expect(apiPaths.slice(calls).filter((path) => path.includes('CSP_unreadCount'))).toEqual([]);
  });
});

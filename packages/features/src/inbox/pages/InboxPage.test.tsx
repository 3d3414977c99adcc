import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { useEndpoint, useModulesStore } from '@wl/core';
import type { Responder } from '@wl/core/testing';
import { CentrePageView } from '@wl/widgets';
import { demoTenant } from '@wl/widgets/testing';
import { renderFeature } from '../../test-support/index.js';
import InboxPage from './InboxPage.js';

/** The unread count as the header reads it (the same call, shared). */
function UnreadProbe() {
  return (
    <output aria-label="unread">{useEndpoint('content.inboxUnread').data?.count ?? '-'}</output>
  );
}

const tenant = demoTenant({ modules: { INBOX3: true } });

function messages() {
  const list = [
    { id: 3, title: 'Weekly rebate', content: '<p>Rebate <b>credited</b></p>', read: false },
    { id: 1, title: 'Welcome', content: '<p>Hello</p>', read: true },
  ].map((m) => ({ ...m, sentAt: '2026-11-10T09:00:00.000Z' }));
  const read: number[] = [];
  const answers = {
    'content.inboxMessages': ((_request, reply) =>
      reply.value({
        pageNum: 1,
        pageSize: 10,
        totalPages: 1,
        totalElements: list.length,
        content: list.map((m) => ({ ...m, read: m.read || read.includes(m.id) })),
      })) satisfies Responder<'content.inboxMessages'>,
    'content.inboxRead': ((request, reply) => {
      const body = (typeof request.data === 'string' ? JSON.parse(request.data) : request.data) as {
        id: number;
      };
      read.push(body.id);
      return reply.value({ count: 0 });
    }) satisfies Responder<'content.inboxRead'>,
    'content.inboxUnread': { count: 1 },
  };
  return { answers, read };
}

describe('InboxPage', () => {
  it('lists messages with the unread marked, opens one and marks it read', async () => {
    const user = userEvent.setup();
    const { answers, read } = messages();
    await renderFeature(<InboxPage />, { tenant, language: 'EN', token: 'tok', answers });
    act(() =>
      useModulesStore
        .getState()
        .setFromWhitelabel([{ modId: 'INBOX3', enabled: '1' }], tenant.modules),
    );
    expect(await screen.findByRole('button', { name: /Unread\s*Weekly rebate/ })).toBeDefined();
    await user.click(screen.getByRole('button', { name: /Weekly rebate/ }));
    expect(await screen.findByRole('heading', { name: 'Weekly rebate' })).toBeDefined();
    expect(await screen.findByText('credited')).toBeDefined();
    expect(read).toEqual([3]);
    await user.click(screen.getByRole('button', { name: 'Back to the list' }));
    expect(await screen.findByRole('button', { name: /^Weekly rebate/ })).toBeDefined();
    expect(screen.queryByLabelText('Unread')).toBeNull();
  });

  it('does not mark a read message again', async () => {
    const user = userEvent.setup();
    const { answers, read } = messages();
    await renderFeature(<InboxPage />, { tenant, language: 'EN', token: 'tok', answers });
    act(() =>
      useModulesStore
        .getState()
        .setFromWhitelabel([{ modId: 'INBOX3', enabled: '1' }], tenant.modules),
    );
    await user.click(await screen.findByRole('button', { name: /Welcome/ }));
    expect(await screen.findByText('Hello')).toBeDefined();
    expect(read).toEqual([]);
  });

  it('brings the header count down when a message is read', async () => {
    const user = userEvent.setup();
    const { answers } = messages();
    await renderFeature(
      <>
        <UnreadProbe />
        <InboxPage />
      </>,
      { tenant, language: 'EN', token: 'tok', answers },
    );
    act(() =>
      useModulesStore
        .getState()
        .setFromWhitelabel([{ modId: 'INBOX3', enabled: '1' }], tenant.modules),
    );
    const unread = screen.getByRole('status', { name: 'unread' });
    await screen.findByText('1', { selector: 'output' });
    await user.click(await screen.findByRole('button', { name: /Weekly rebate/ }));
    await screen.findByText('0', { selector: 'output' });
    expect(unread.textContent).toBe('0');
  });

  it('is not available, instead of loading forever, when the backend has the module off', async () => {
    const { answers } = messages();
    const { apiPaths } = await renderFeature(<CentrePageView name="inbox" />, {
      tenant,
      language: 'EN',
      token: 'tok',
      answers,
    });
    act(() => useModulesStore.getState().setFromWhitelabel([], tenant.modules));
    expect(await screen.findByText('This page is not available')).toBeDefined();
    expect(screen.queryByRole('button', { name: /Weekly rebate/ })).toBeNull();
    expect(apiPaths.some((path) => path.includes('CSP_inboxMessages'))).toBe(false);
  });

  it('says messages are not available when the backend refuses the inbox', async () => {
    const { answers } = messages();
    await renderFeature(<InboxPage />, {
      tenant,
      language: 'VI',
      token: 'tok',
      answers: {
        ...answers,
        'content.inboxMessages': (_request, reply) =>
          reply.status(400, { success: false, message: 'function.not.available', value: null }),
      },
    });
    act(() =>
      useModulesStore
        .getState()
        .setFromWhitelabel([{ modId: 'INBOX3', enabled: '1' }], tenant.modules),
    );
    expect(await screen.findByText('Hộp thư không khả dụng trên trang này.')).toBeDefined();
  });
});

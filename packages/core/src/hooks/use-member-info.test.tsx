import { act, render, renderHook, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import type { ValueOf } from '@wl/api';
import { refreshMemberInfo } from '../account/member-info.js';
import { initApi } from '../api/api-context.js';
import { useMemberStore } from '../stores/member-store.js';
import { useSessionStore } from '../stores/session-store.js';
import { fakeBackend, type FakeAnswers, type RecordedRequest } from '../testing/fake-backend.js';
import { resetStores } from '../testing/reset-stores.js';
import { testTenant } from '../testing/test-tenant.js';
import { useMemberInfo, useMemberInfoState } from './use-member-info.js';

const MEMBER: ValueOf<'member.info'> = {
  id: 7,
  account: 'player.seven',
  username: 'player.seven',
  nickname: null,
  mobile: null,
  regDate: '2030-01-02T03:04:05.000Z',
  clubLabel: null,
  type: 0,
  currency: 'VND',
  memberLabel: [],
};

let requests: RecordedRequest[];
/** How the backend answers member.info: refusing while `refuse` holds. */
let refuse: boolean;

beforeEach(() => {
  resetStores();
  refuse = false;
  const answers: FakeAnswers = {
    'member.info': (_request, reply) => (refuse ? reply.failure() : reply.value(MEMBER)),
  };
  const fake = fakeBackend(answers);
  requests = fake.requests;
  initApi(testTenant(), { adapter: fake.adapter });
  useSessionStore.getState().setSession('tok', { type: 0, firstTimeLogin: false });
});

const infoCalls = () => requests.filter((r) => r.url?.includes('member')).length;

describe('the member store, loaded by refreshMemberInfo', () => {
  it('records a failed load, then the info once a new load succeeds', async () => {
    refuse = true;
    await expect(refreshMemberInfo()).rejects.toBeDefined();
    expect(useMemberStore.getState()).toMatchObject({ info: null, status: 'failed' });
    expect(useMemberStore.getState().error).not.toBeNull();

    refuse = false;
    const loading = refreshMemberInfo();
    // The reason stays while the new try is under way.
    expect(useMemberStore.getState().status).toBe('loading');
    expect(useMemberStore.getState().error).not.toBeNull();
    await loading;
    expect(useMemberStore.getState()).toMatchObject({ info: MEMBER, status: 'ready', error: null });
  });

  it('keeps the info already known when a later load fails', async () => {
    await refreshMemberInfo();
    refuse = true;
    await expect(refreshMemberInfo()).rejects.toBeDefined();
    expect(useMemberStore.getState()).toMatchObject({ info: MEMBER, status: 'failed' });
  });

  it('forgets the info and its failure when the member signs out', async () => {
    refuse = true;
    await refreshMemberInfo().catch(() => undefined);
    useSessionStore.getState().logout();
    expect(useMemberStore.getState()).toMatchObject({ info: null, status: 'idle', error: null });
  });
});

describe('useMemberInfoState', () => {
  it('loads once for several screens that mount together', async () => {
    function Reader() {
      return <span>{useMemberInfo()?.account ?? '…'}</span>;
    }
    const view = render(
      <>
        <Reader />
        <Reader />
        <Reader />
      </>,
    );
    await waitFor(() => expect(view.getAllByText('player.seven')).toHaveLength(3));
    expect(infoCalls()).toBe(1);
  });

  it('answers a failure without asking again by itself, and the info after a retry', async () => {
    refuse = true;
    const { result } = renderHook(() => useMemberInfoState());
    await waitFor(() => expect(result.current.error).not.toBeNull());
    expect(result.current.info).toBeNull();
    expect(infoCalls()).toBe(1);

    refuse = false;
    act(() => result.current.retry());
    await waitFor(() => expect(result.current.info).toEqual(MEMBER));
    expect(result.current.error).toBeNull();
    expect(infoCalls()).toBe(2);
  });

  it('answers nothing to a visitor and asks nothing', () => {
    useSessionStore.getState().logout();
    const { result } = renderHook(() => useMemberInfoState());
    expect(result.current).toMatchObject({ info: null, error: null });
    expect(infoCalls()).toBe(0);
  });
});

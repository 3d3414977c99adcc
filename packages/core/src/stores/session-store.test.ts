import { beforeEach, describe, expect, it } from 'vitest';
import { resetStores } from '../testing/reset-stores.js';
import { useMemberStore } from './member-store.js';
import { initSession } from './init-session.js';
import { useModalStore } from './modal-store.js';
import { useSessionStore } from './session-store.js';

beforeEach(resetStores);

describe('useSessionStore', () => {
  it.each([
    [1, true, false],
    [2, true, false],
    [41, true, false],
    [42, true, false],
    [4, false, true],
    [0, false, false],
    [3, false, false],
  ])('account type %i → agent %s, trial %s', (type, isAgent, isTrial) => {
    useSessionStore.getState().setSession('tok', { type, firstTimeLogin: false });

    const state = useSessionStore.getState();
    expect(state.isLogin).toBe(true);
    expect(state.isAgent).toBe(isAgent);
    expect(state.isTrial).toBe(isTrial);
  });

  it('stores the token in session storage and survives a reload', () => {
    useSessionStore.getState().setSession('tok-1', { type: 41, firstTimeLogin: true });
    expect(sessionStorage.getItem('token')).toBe('tok-1');

    useSessionStore.setState({
      token: null,
      isLogin: false,
      isAgent: false,
      firstTimeLogin: false,
    });
    useSessionStore.getState().hydrate();

    expect(useSessionStore.getState()).toMatchObject({
      token: 'tok-1',
      isLogin: true,
      isAgent: true,
      firstTimeLogin: true,
    });
  });

  it('a token alone (e.g. from the URL) means logged in, neither agent nor trial', () => {
    sessionStorage.setItem('token', 'from-url');
    useSessionStore.getState().hydrate();

    expect(useSessionStore.getState()).toMatchObject({
      isLogin: true,
      isAgent: false,
      isTrial: false,
    });
  });

  it('logout clears the session (merchant kept) and the member info', () => {
    sessionStorage.setItem('merchant', 'DEMO01');
    useSessionStore.getState().setSession('tok', { type: 1, firstTimeLogin: false });
    useMemberStore.getState().setInfo({
      id: 1,
      account: 'agent1',
      username: 'agent1',
      nickname: null,
      mobile: null,
      regDate: '2026-01-01T00:00:00.000Z',
      clubLabel: null,
      type: 1,
      currency: 'VND',
      memberLabel: [],
    });

    useSessionStore.getState().logout();

    expect(useSessionStore.getState()).toMatchObject({
      token: null,
      isLogin: false,
      isAgent: false,
      isTrial: false,
    });
    expect(useMemberStore.getState().info).toBeNull();
    expect(sessionStorage.getItem('token')).toBeNull();
    expect(sessionStorage.getItem('merchant')).toBe('DEMO01');
  });
});

describe('initSession', () => {
  it('logs in with a token from the page URL and takes it out of the address bar', () => {
    window.history.replaceState(null, '', '/seaLottery?gameCode=SEA1&token=from-link');

    expect(initSession()).toBe(true);

    expect(useSessionStore.getState().token).toBe('from-link');
    expect(window.location.search).toBe('?gameCode=SEA1');
  });

  it('opens the login window again after a reload when the backend ended the session, until a new one starts', () => {
    useSessionStore.getState().setSession('dead', { type: 0, firstTimeLogin: false });
    useSessionStore.getState().end();
    useModalStore.getState().closeAll(); // the reload: nothing in memory is left

    initSession();

    expect(useSessionStore.getState()).toMatchObject({ isLogin: false, ended: true });
    expect(useModalStore.getState().stack.map((entry) => entry.id)).toEqual(['login']);

    useSessionStore.getState().setSession('new', { type: 0, firstTimeLogin: false });
    useModalStore.getState().closeAll();
    initSession();
    expect(useSessionStore.getState().ended).toBe(false);
    expect(useModalStore.getState().stack).toEqual([]);
  });
});

import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useModalStore, useSessionStore } from '@wl/core';
import type { FakeAnswers, RecordedRequest } from '@wl/core/testing';
import { demoTenant } from '@wl/widgets/testing';
import { renderFeature } from '../../test-support/index.js';
import LoginModal from './LoginModal.js';

const loginInfo = {
  captchaRequired: false,
  smsLogin: true,
  google: false,
  facebook: false,
  phoneAuthProvider: null,
  forcePasswordExpiryChange: true,
  defaultPassword: 'Aa123456',
};

const session = (customerType: number, extra: { passwordExpired?: boolean } = {}) => ({
  token: 'tok-1',
  id: 7,
  userName: 'player.one',
  customerType,
  firstTimeLogin: false,
  passwordExpired: extra.passwordExpired ?? false,
});

const memberInfo = {
  id: 7,
  account: 'player.one',
  username: 'player.one',
  nickname: 'One',
  mobile: null,
  regDate: '2026-01-01T00:00:00.000Z',
  clubLabel: null,
  type: 0,
  currency: 'VND',
  memberLabel: [],
};

async function renderLogin(answers: FakeAnswers, path = '/', modules = {}) {
  const result = await renderFeature(<LoginModal props={{}} onClose={vi.fn()} />, {
    language: 'EN',
    path,
    tenant: demoTenant({
      modules: {
        CAPTCHA3: true,
        VERIFICATION3: true,
        CHNGPASSVERIF3: true,
        REG3: true,
        ...modules,
      },
    }),
    answers: {
      'system.loginInfo': loginInfo,
      'system.country': {
        current: 'VN',
        countries: [{ countryCode: 'VN', countryDialingCode: '+84' }],
      },
      'member.info': memberInfo,
      ...answers,
    },
  });
  act(() => useModalStore.getState().open('login'));
  return result;
}

async function signIn(username: string, password: string) {
  await userEvent.type(screen.getByLabelText('Username'), username);
  await userEvent.type(screen.getByLabelText('Password'), password);
  await userEvent.click(screen.getByRole('button', { name: 'Log in' }));
}

const openModals = () => useModalStore.getState().stack.map((entry) => entry.id);

afterEach(() => {
  useModalStore.getState().closeAll();
  useSessionStore.getState().logout();
  document.cookie = 'rememberUsername=; Max-Age=0; Path=/';
  document.cookie = 'rememberPassword=; Max-Age=0; Path=/';
});

describe('LoginModal', () => {
  /** The tab's last session, which the backend has just ended. */
  const endSession = () => {
    useSessionStore.getState().setSession('dead-token', { type: 0, firstTimeLogin: false });
    useSessionStore.getState().end();
  };

  it('says the session has ended when a dead token brought the visitor back to it', async () => {
    endSession();
    await renderLogin({});
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Your session has ended, please sign in again',
    );
    expect(screen.getByLabelText('Username')).toBeDefined();
  });

  it('drops the note once a new attempt is submitted: a refusal is the one alert shown', async () => {
    endSession();
    await renderLogin({
      'session.login': (_request, reply) =>
        reply.status(200, { success: false, message: 'incorrect_account_or_password' }),
    });
    await screen.findByRole('alert');
    await signIn('player.one', 'wrong');
    await waitFor(() =>
      expect(screen.getAllByRole('alert').map((alert) => alert.textContent)).toEqual([
        'Incorrect account or password',
      ]),
    );
    expect(sessionStorage.getItem('sessionEnded')).toBeNull();
  });

  it('closed, it forgets the note, for a reload of the tab as well', async () => {
    endSession();
    const { unmount } = await renderLogin({});
    await screen.findByRole('alert');
    // What the modal host does when the window closes.
    act(() => useModalStore.getState().close('login'));
    unmount();
    expect(useSessionStore.getState().ended).toBe(false);
    expect(sessionStorage.getItem('sessionEnded')).toBeNull();
  });

  it('opened by the visitor, it shows no session note', async () => {
    await renderLogin({});
    expect(await screen.findByLabelText('Username')).toBeDefined();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('shows the captcha with its image when a refusal asks for one, keeping what was typed', async () => {
    await renderLogin({
      'session.login': (_request, reply) =>
        reply.status(200, {
          success: false,
          message: 'incorrect_account_or_password',
          value: { captcha: true },
        }),
      'captcha.image': 'data:image/png;base64,AAAA',
    });
    expect(screen.queryByLabelText('Captcha')).toBeNull();
    await signIn('player.one', 'wrong');
    expect((await screen.findByRole('alert')).textContent).toBe('Incorrect account or password');
    expect(await screen.findByRole('img', { name: 'Captcha image' })).toBeDefined();
    expect(screen.getByLabelText('Captcha')).toBeDefined();
    expect(screen.getByLabelText<HTMLInputElement>('Username').value).toBe('player.one');
  });

  it('marks the empty field with its own message and sends nothing', async () => {
    let sent = 0;
    await renderLogin({
      'session.login': (_request, reply) => {
        sent += 1;
        return reply.value(session(0));
      },
    });
    await userEvent.type(screen.getByLabelText('Username'), 'player.one');
    await userEvent.click(screen.getByRole('button', { name: 'Log in' }));
    const password = screen.getByLabelText('Password');
    expect(password.getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByLabelText('Username').getAttribute('aria-invalid')).not.toBe('true');
    const described = password.getAttribute('aria-describedby') ?? '';
    expect(described.split(' ').map((id) => document.getElementById(id)?.textContent)).toContain(
      'Input cannot be empty',
    );
    expect(sent).toBe(0);
  });

  it('sends trimmed credentials, stores the session and closes', async () => {
    const bodies: unknown[] = [];
    await renderLogin({
      'session.login': (request: RecordedRequest, reply) => {
        bodies.push(JSON.parse(String(request.data)));
        return reply.value(session(0));
      },
    });
    await signIn('  player.one ', ' Passw0rd! ');
    await waitFor(() => expect(openModals()).toEqual([]));
    expect(bodies[0]).toMatchObject({
      type: 'username',
      username: 'player.one',
      password: 'Passw0rd!',
      portal: 'player',
    });
    expect(useSessionStore.getState().isLogin).toBe(true);
  });

  it('on /login, goes home once signed in when no guarded page sent the visitor there', async () => {
    await renderLogin({ 'session.login': session(0) }, '/login');
    await signIn('player.one', 'Passw0rd!');
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/'));
  });

  it('opens the change-password window after a sign-in with the default password', async () => {
    await renderLogin({ 'session.login': session(0) });
    await signIn('weak.user', 'Aa123456');
    await waitFor(() => expect(openModals()).toEqual(['changePassword']));
  });

  it('opens the change-password window for an expired password when the merchant forces it', async () => {
    await renderLogin({ 'session.login': session(0, { passwordExpired: true }) });
    await signIn('expired.player', 'Passw0rd!');
    await waitFor(() => expect(openModals()).toEqual(['changePassword']));
  });

  it('goes on to the agent centre after an agent signs in on the agent page, without a forgot-password link', async () => {
    const bodies: unknown[] = [];
    await renderLogin(
      {
        'session.login': (request, reply) => {
          bodies.push(JSON.parse(String(request.data)));
          return reply.value(session(1));
        },
      },
      '/agent',
      { FREEPLAY3: true },
    );
    expect(screen.queryByRole('button', { name: 'Forgot password?' })).toBeNull();
    // Agents sign in with their own accounts: no free play.
    expect(screen.queryByRole('button', { name: 'Free play' })).toBeNull();
    await signIn('agent.top', 'Passw0rd!');
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/agentHome'));
    expect(bodies[0]).toMatchObject({ portal: 'agent' });
  });

  it('says "Non-agents cannot log in" to a member on the agent page', async () => {
    await renderLogin(
      { 'session.login': (_request, reply) => reply.failure('error_not_agent') },
      '/agent',
    );
    await signIn('player.one', 'Passw0rd!');
    expect((await screen.findByRole('alert')).textContent).toBe('Non-agents cannot log in');
    expect(useSessionStore.getState().isLogin).toBe(false);
  });

  it('remembers the username only, and removes a password an older version left in a cookie', async () => {
    document.cookie = 'rememberPassword=Old-Secret1; Path=/';
    await renderLogin({ 'session.login': session(0) });
    expect(document.cookie).not.toContain('Old-Secret1');
    await userEvent.click(screen.getByLabelText('Remember me'));
    await signIn('player.one', 'Passw0rd!');
    await waitFor(() => expect(openModals()).toEqual([]));
    expect(document.cookie).toContain('rememberUsername=player.one');
    expect(document.cookie).not.toContain('Passw0rd');
    expect(JSON.stringify({ ...sessionStorage, ...localStorage })).not.toContain('Passw0rd');
  });

  it('goes on with the SMS code step when the sign-in comes from a new address', async () => {
    await renderLogin({
      'session.login': (_request, reply) => reply.failure('login_verification_required'),
    });
    await signIn('player.away', 'Passw0rd!');
    expect(await screen.findByRole('form', { name: 'Confirm sign-in' })).toBeDefined();
    expect(screen.getByLabelText('Mobile number')).toBeDefined();
    expect(screen.getByRole('button', { name: 'Send code' })).toBeDefined();
  });

  it('offers the SMS tab only when SMS login is on', async () => {
    await renderLogin({}, '/', { VERIFICATION3: false });
    expect(screen.queryByRole('tab')).toBeNull();
  });
});

import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { FakeAnswers } from '@wl/core/testing';
import { demoTenant } from '@wl/widgets/testing';
import { renderFeature } from '../../test-support/index.js';
import ChangePasswordModal from './ChangePasswordModal.js';

const tenant = demoTenant({ modules: { PASS3: true } });

const MEMBER = {
  id: 2006,
  account: 'weak.user',
  username: 'weak.user',
  nickname: 'Weak',
  mobile: null,
  regDate: '2026-01-01T00:00:00Z',
  clubLabel: null,
  type: 0,
  currency: 'VND',
  memberLabel: [],
};

function answers(changeReply: FakeAnswers['member.changePassword'] = null): {
  answers: FakeAnswers;
  logins: unknown[];
} {
  const logins: unknown[] = [];
  return {
    logins,
    answers: {
      'member.info': MEMBER,
      'member.changePassword': changeReply,
      'session.login': (request, reply) => {
        logins.push(typeof request.data === 'string' ? JSON.parse(request.data) : request.data);
        return reply.value({
          token: 'fresh-token',
          id: 2006,
          userName: 'weak.user',
          customerType: 0,
          firstTimeLogin: false,
          passwordExpired: false,
        });
      },
    },
  };
}

beforeEach(() => {
  window.scrollTo = vi.fn();
});

async function fill(user: ReturnType<typeof userEvent.setup>, values: [string, string][]) {
  for (const [label, value] of values) await user.type(screen.getByLabelText(label), value);
}

describe('ChangePasswordModal', () => {
  it('says why it opened after a login with the default password', async () => {
    await renderFeature(
      <ChangePasswordModal props={{ reason: 'defaultPassword' }} onClose={() => undefined} />,
      { language: 'EN', tenant, token: 'weak-token', answers: answers().answers },
    );
    const dialog = await screen.findByRole('dialog', { name: 'Change password' });
    expect(within(dialog).getByText(/You are using the default password/)).toBeDefined();
  });

  it('refuses a confirmation that differs, keeping what was typed, without calling', async () => {
    const user = userEvent.setup();
    const { apiPaths } = await renderFeature(
      <ChangePasswordModal props={{}} onClose={() => undefined} />,
      { language: 'EN', tenant, token: 'weak-token', answers: answers().answers },
    );
    await fill(user, [
      ['Current password', 'Aa123456'],
      ['New password', 'Fresh2025!'],
      ['Confirm new password', 'Fresh2025?'],
    ]);
    await user.click(screen.getByRole('button', { name: 'Change password' }));

    expect(screen.getByText('Confirmation password is not correct')).toBeDefined();
    expect(screen.getByLabelText('Confirm new password')).toHaveProperty('value', 'Fresh2025?');
    expect(screen.getByLabelText('New password')).toHaveProperty('value', 'Fresh2025!');
    expect(apiPaths).not.toContain('/wps/member/password');
  });

  it("shows the backend's refusal translated and keeps every field", async () => {
    const user = userEvent.setup();
    await renderFeature(<ChangePasswordModal props={{}} onClose={() => undefined} />, {
      language: 'EN',
      tenant,
      token: 'weak-token',
      answers: answers((_request, reply) => reply.failure('old_password_incorrect')).answers,
    });
    await fill(user, [
      ['Current password', 'wrong-1A'],
      ['New password', 'Fresh2025!'],
      ['Confirm new password', 'Fresh2025!'],
    ]);
    await user.click(screen.getByRole('button', { name: 'Change password' }));

    expect((await screen.findByRole('alert')).textContent).toBe(
      'The current password is not correct',
    );
    expect(screen.getByLabelText('Current password')).toHaveProperty('value', 'wrong-1A');
  });

  it('signs in again with the new password, closes and goes home', async () => {
    const user = userEvent.setup();
    const onClose = vi.fn();
    const backend = answers();
    await renderFeature(<ChangePasswordModal props={{}} onClose={onClose} />, {
      language: 'EN',
      tenant,
      token: 'weak-token',
      path: '/promotions',
      answers: backend.answers,
    });
    await fill(user, [
      ['Current password', 'Aa123456'],
      ['New password', 'Fresh2025!'],
      ['Confirm new password', 'Fresh2025!'],
    ]);
    await user.click(screen.getByRole('button', { name: 'Change password' }));

    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(backend.logins).toEqual([
      expect.objectContaining({ type: 'username', username: 'weak.user', password: 'Fresh2025!' }),
    ]);
    expect(sessionStorage.getItem('token')).toBe('fresh-token');
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/'));
  });

  it('cannot be dismissed while the sign-in must change its password: signing out is the way out', async () => {
    sessionStorage.setItem(
      'MC_SESSION_INFO',
      JSON.stringify({ type: 0, firstTimeLogin: false, passwordChange: 'expired' }),
    );
    const user = userEvent.setup();
    const onClose = vi.fn();
    const { apiPaths } = await renderFeature(
      <ChangePasswordModal props={{ reason: 'expired' }} onClose={onClose} />,
      { language: 'EN', tenant, token: 'weak-token', answers: { 'session.logout': null } },
    );
    const dialog = await screen.findByRole('dialog', { name: 'Change password' });
    expect(within(dialog).queryByRole('button', { name: 'Close' })).toBeNull();
    await user.keyboard('{Escape}');
    expect(onClose).not.toHaveBeenCalled();
    expect(screen.getByRole('dialog', { name: 'Change password' })).toBeDefined();

    await user.click(within(dialog).getByRole('button', { name: 'Sign out' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(apiPaths).toContain('/wps/session/logout');
    expect(sessionStorage.getItem('token')).toBeNull();
  });
});

import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { useModalStore } from '@wl/core';
import type { FakeAnswers, RecordedRequest, ValueOf } from '@wl/core/testing';
import { MEMBER, renderMemberPage } from '../test-support/index.js';
import SecurityCenter from './SecurityCenter.js';

type Overview = ValueOf<'security.overview'>;

const CARD = {
  id: 1,
  bankName: 'Vietcombank',
  accountName: 'NGUYEN VAN HAI',
  maskedNumber: '**** **** 5678',
  boundAt: '2030-01-02T03:04:05.000Z',
};

function overview(changes: Partial<Overview> = {}): Overview {
  return {
    paymentPassword: { enabled: true, isSet: true },
    maxBankCards: 3,
    bankCards: [CARD],
    mobile: { countryDialingCode: '+84', mobileNum: '987650001' },
    email: null,
    ...changes,
  };
}

async function renderSecurity(answers: FakeAnswers = {}) {
  await renderMemberPage(<SecurityCenter />, {
    answers: { 'security.overview': overview(), ...answers },
  });
  await screen.findByRole('heading', { name: 'Bank cards' });
}

afterEach(() => {
  useModalStore.getState().closeAll();
});

describe('SecurityCenter', () => {
  it("shows the member's profile and opens the change of password", async () => {
    const user = userEvent.setup();
    await renderSecurity();
    const profile = screen.getByRole('region', { name: 'My profile' });
    for (const text of ['player.two', 'Lucky Two', 'Gold Club', 'VIP1', 'TWD']) {
      expect(within(profile).getByText(text)).toBeDefined();
    }
    await user.click(screen.getByRole('button', { name: 'Change password' }));
    expect(useModalStore.getState().stack.map((entry) => entry.id)).toEqual(['changePassword']);
  });

  it("shows the other cards when the member's info fails, and the profile after a retry", async () => {
    const user = userEvent.setup();
    let refuse = true;
    await renderSecurity({
      'member.info': (_request, reply) => (refuse ? reply.failure() : reply.value(MEMBER)),
    });
    expect(screen.getByRole('region', { name: 'Mobile number and e-mail' })).toBeDefined();
    expect(screen.getByRole('button', { name: 'Change password' })).toBeDefined();
    expect(screen.queryByRole('region', { name: 'My profile' })).toBeNull();
    const alert = screen.getByRole('alert');
    expect(alert.textContent).toContain('Your profile could not be loaded.');
    refuse = false;
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    const profile = await screen.findByRole('region', { name: 'My profile' });
    expect(within(profile).getByText('player.two')).toBeDefined();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('shows the bound mobile number masked and never in full', async () => {
    await renderSecurity();
    const contact = screen.getByRole('region', { name: 'Mobile number and e-mail' });
    expect(within(contact).getByText('+84 98•••0001')).toBeDefined();
    expect(within(contact).getByText('Not bound')).toBeDefined();
    expect(document.body.textContent).not.toContain('987650001');
    expect(document.body.textContent).not.toContain('912000222');
  });

  it('binds an e-mail address with the code sent to it, then shows it masked', async () => {
    const user = userEvent.setup();
    const sent: Record<string, RecordedRequest[]> = { code: [], bind: [] };
    let email: string | null = null;
    await renderSecurity({
      'security.overview': (_request, reply) => reply.value(overview({ email })),
      'security.sendEmailCode': (request, reply) => {
        sent.code?.push(request);
        return reply.value({ expiredMinutes: 1 });
      },
      'security.bindEmail': (request, reply) => {
        sent.bind?.push(request);
        if (sent.bind?.length === 1) return reply.failure('verification_code_invalid');
        email = 'an.nguyen@mail.com';
        return reply.value(null);
      },
    });
    await user.click(screen.getByRole('button', { name: 'Bind an e-mail address' }));
    const form = screen.getByRole('form', { name: 'Bind an e-mail address' });
    expect(within(form).queryByLabelText('Login password')).toBeNull();
    await user.type(within(form).getByLabelText('New e-mail address'), 'an.nguyen@');
    await user.click(within(form).getByRole('button', { name: 'Send code' }));
    expect(within(form).getByText('E-mail format is incorrect')).toBeDefined();
    expect(sent.code).toHaveLength(0);
    await user.type(within(form).getByLabelText('New e-mail address'), 'mail.com');
    await user.click(within(form).getByRole('button', { name: 'Send code' }));
    await waitFor(() => expect(sent.code).toHaveLength(1));
    expect(JSON.parse(sent.code?.[0]?.data as string)).toEqual({ email: 'an.nguyen@mail.com' });
    await user.type(within(form).getByLabelText('Verification code'), '111111');
    await user.click(within(form).getByRole('button', { name: 'Bind' }));
    expect((await within(form).findByRole('alert')).textContent).toBe(
      'The verification code is not valid',
    );
    await user.clear(within(form).getByLabelText('Verification code'));
    await user.type(within(form).getByLabelText('Verification code'), '123456');
    await user.click(within(form).getByRole('button', { name: 'Bind' }));
    expect(await screen.findByText('an•••@mail.com')).toBeDefined();
    expect(screen.getByText('Your e-mail address has been saved.')).toBeDefined();
    expect(JSON.parse(sent.bind?.[1]?.data as string)).toEqual({
      email: 'an.nguyen@mail.com',
      verificationCode: '123456',
    });
    expect(screen.getByRole('button', { name: 'Change the e-mail address' })).toBeDefined();
  }, 15_000);

  it('changes a bound mobile number only with the login password', async () => {
    const user = userEvent.setup();
    const sent: RecordedRequest[] = [];
    await renderSecurity({
      'system.country': {
        current: 'VN',
        countries: [{ countryCode: 'VN', countryDialingCode: '+84' }],
      },
      'security.sendMobileCode': (_request, reply) => reply.failure('mobile_num_exists'),
      'security.bindMobile': (request, reply) => {
        sent.push(request);
        return reply.failure('password_incorrect');
      },
    });
    await user.click(screen.getByRole('button', { name: 'Change the mobile number' }));
    const form = screen.getByRole('form', { name: 'Change the mobile number' });
    await user.type(within(form).getByLabelText('New mobile number'), '0912000333');
    await user.click(within(form).getByRole('button', { name: 'Send code' }));
    expect((await screen.findByRole('dialog')).textContent).toContain(
      'This mobile number belongs to another account.',
    );
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'OK' }));
    await user.type(within(form).getByLabelText('Verification code'), '123456');
    await user.click(within(form).getByRole('button', { name: 'Bind' }));
    expect(within(form).getByText('Input cannot be empty')).toBeDefined();
    expect(sent).toHaveLength(0);
    await user.type(within(form).getByLabelText('Login password'), 'wrong');
    await user.click(within(form).getByRole('button', { name: 'Bind' }));
    expect((await within(form).findByRole('alert')).textContent).toBe(
      'The login password is not correct.',
    );
    expect(JSON.parse(sent[0]?.data as string)).toEqual({
      mobileNum: '912000333',
      countryDialingCode: '+84',
      verificationCode: '123456',
      password: 'wrong',
    });
  }, 15_000);

  it('removes a card after asking the payment password, a wrong one refused in words', async () => {
    const user = userEvent.setup();
    const sent: RecordedRequest[] = [];
    let cards = [CARD];
    await renderSecurity({
      'security.overview': (_request, reply) => reply.value(overview({ bankCards: cards })),
      'security.removeBankCard': (request, reply) => {
        sent.push(request);
        if (sent.length === 1) return reply.failure('payment_password_incorrect');
        cards = [];
        return reply.value(null);
      },
    });
    await user.click(
      screen.getByRole('button', { name: 'Remove the card Vietcombank **** **** 5678' }),
    );
    const dialog = screen.getByRole('dialog', { name: 'Remove this bank card?' });
    await user.type(within(dialog).getByLabelText('Payment password'), '000000');
    await user.click(within(dialog).getByRole('button', { name: 'Remove card' }));
    expect((await within(dialog).findByRole('alert')).textContent).toBe(
      'The payment password is not correct.',
    );
    expect(screen.getByText('**** **** 5678')).toBeDefined();
    await user.clear(within(dialog).getByLabelText('Payment password'));
    await user.type(within(dialog).getByLabelText('Payment password'), '123456');
    await user.click(within(dialog).getByRole('button', { name: 'Remove card' }));
    expect(await screen.findByText('The card has been removed.')).toBeDefined();
    await waitFor(() => expect(screen.getByText('No bank card is bound yet.')).toBeDefined());
    expect(JSON.parse(sent[1]?.data as string)).toEqual({
      bankCardId: 1,
      paymentPassword: '123456',
    });
  });

  it('lists the bound cards masked', async () => {
    await renderSecurity();
    const cards = screen.getByRole('list', { name: 'Bound bank cards' });
    expect(within(cards).getByText('**** **** 5678')).toBeDefined();
    expect(screen.getByText('1 of 3 cards bound')).toBeDefined();
  });

  it('changes the payment password with the current one, checking six digits first', async () => {
    const user = userEvent.setup();
    const sent: RecordedRequest[] = [];
    await renderSecurity({
      'security.setPaymentPassword': (request, reply) => {
        sent.push(request);
        return reply.value(null);
      },
    });
    const form = screen.getByRole('region', { name: 'Change the payment password' });
    await user.type(within(form).getByLabelText('Current payment password'), '123456');
    await user.type(within(form).getByLabelText('New payment password'), '12ab');
    await user.click(within(form).getByRole('button', { name: 'Save' }));
    expect(within(form).getByText('Use exactly 6 characters')).toBeDefined();
    expect(sent).toHaveLength(0);
    expect(
      within(form).getByLabelText('New payment password').getAttribute('aria-describedby'),
    ).toBeTruthy();
    expect(within(form).getByText('Exactly 6 characters. Digits only')).toBeDefined();
    const fresh = within(form).getByLabelText('New payment password');
    await user.clear(fresh);
    await user.type(fresh, '654321');
    await user.type(within(form).getByLabelText('Confirm the payment password'), '654321');
    await user.click(within(form).getByRole('button', { name: 'Save' }));
    expect(await within(form).findByText('Your payment password has been saved.')).toBeDefined();
    expect(JSON.parse(sent[0]?.data as string)).toEqual({
      oldPaymentPassword: '123456',
      newPaymentPassword: '654321',
      confirmPaymentPassword: '654321',
    });
  });

  it(
    'binds a card with the payment password, and shows a refusal in words keeping the form',
    { timeout: 15_000 },
    async () => {
      const user = userEvent.setup();
      const sent: RecordedRequest[] = [];
      let cards = [CARD];
      await renderSecurity({
        'security.overview': (_request, reply) => reply.value(overview({ bankCards: cards })),
        'security.addBankCard': (request, reply) => {
          sent.push(request);
          if (sent.length === 1) return reply.failure('payment_password_incorrect');
          const added = { ...CARD, id: 2, bankName: 'ACB', maskedNumber: '**** **** 9012' };
          cards = [...cards, added];
          return reply.value(added);
        },
      });
      await user.click(screen.getByRole('button', { name: 'Add a bank card' }));
      const form = screen.getByRole('form', { name: 'Add a bank card' });
      await user.click(within(form).getByRole('button', { name: 'Bind card' }));
      expect(within(form).getAllByText('Input cannot be empty')).toHaveLength(3);
      await user.type(within(form).getByLabelText('Bank'), 'ACB');
      await user.type(within(form).getByLabelText("Account holder's name"), 'TRAN THI HAI');
      await user.type(within(form).getByLabelText('Card or account number'), '1234 5678 9012');
      await user.type(within(form).getByLabelText('Payment password'), '000000');
      await user.click(within(form).getByRole('button', { name: 'Bind card' }));
      expect((await within(form).findByRole('alert')).textContent).toBe(
        'The payment password is not correct.',
      );
      expect(within(form).getByLabelText<HTMLInputElement>('Bank').value).toBe('ACB');
      await user.clear(within(form).getByLabelText('Payment password'));
      await user.type(within(form).getByLabelText('Payment password'), '123456');
      await user.click(within(form).getByRole('button', { name: 'Bind card' }));
      await waitFor(() => expect(screen.getByText('**** **** 9012')).toBeDefined());
      expect(JSON.parse(sent[1]?.data as string)).toEqual({
        bankName: 'ACB',
        accountName: 'TRAN THI HAI',
        cardNumber: '123456789012',
        paymentPassword: '123456',
      });
    },
  );

  it(
    "states the holder name's rule and refuses markup in it before sending",
    { timeout: 15_000 },
    async () => {
      const user = userEvent.setup();
      const sent: RecordedRequest[] = [];
      await renderSecurity({
        'security.overview': (_request, reply) => reply.value(overview({ bankCards: [CARD] })),
        'security.addBankCard': (request, reply) => {
          sent.push(request);
          return reply.failure('holder_name_invalid');
        },
      });
      await user.click(screen.getByRole('button', { name: 'Add a bank card' }));
      const form = screen.getByRole('form', { name: 'Add a bank card' });
      const holder = within(form).getByLabelText("Account holder's name");
      const hint = document.getElementById(holder.getAttribute('aria-describedby') ?? '');
      expect(hint?.textContent).toMatch(/^2–50 characters\. Letters only \(any language\)/);
      await user.type(holder, '<b>Tran');
      await user.type(within(form).getByLabelText('Bank'), 'ACB');
      await user.type(within(form).getByLabelText('Card or account number'), '12345678');
      await user.type(within(form).getByLabelText('Payment password'), '123456');
      await user.click(within(form).getByRole('button', { name: 'Bind card' }));
      expect(within(form).getByText(/^Characters not allowed here\./)).toBeDefined();
      expect(sent).toHaveLength(0);
    },
  );

  it('asks for a payment password before a card, and shows no payment password where none is used', async () => {
    await renderSecurity({
      'security.overview': overview({
        paymentPassword: { enabled: true, isSet: false },
        bankCards: [],
      }),
    });
    expect(screen.getByRole('region', { name: 'Set a payment password' })).toBeDefined();
    expect(screen.getByText('Please set a payment password first.')).toBeDefined();
    expect(screen.queryByRole('button', { name: 'Add a bank card' })).toBeNull();
  });

  it('binds cards without a payment password where the merchant uses none', async () => {
    await renderSecurity({
      'security.overview': overview({ paymentPassword: { enabled: false, isSet: false } }),
    });
    expect(screen.queryByRole('region', { name: /payment password/ })).toBeNull();
    expect(screen.getByRole('button', { name: 'Add a bank card' })).toBeDefined();
  });
});

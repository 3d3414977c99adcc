import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { callEndpoint } from '@wl/core';
import { demoTenant } from '@wl/widgets/testing';
import { renderFeature } from '../../test-support/index.js';
import { PhoneNumberField, SendCodeButton, usePhoneNumber, type SendCode } from './index.js';
import { countdownEnds, lastSendAttempts } from './send-code-timing.js';

const countries = {
  current: 'TW',
  countries: [
    { countryCode: 'VN', countryDialingCode: '+84', name: 'Việt Nam' },
    { countryCode: 'TW', countryDialingCode: '+886', name: '台灣' },
  ],
};

function PhoneForm({ send, viaProvider }: { send: SendCode; viaProvider?: boolean }) {
  const phone = usePhoneNumber();
  return (
    <form>
      <PhoneNumberField phone={phone} />
      <SendCodeButton
        phone={phone}
        purpose="test"
        send={send}
        {...(viaProvider !== undefined && { viaProvider })}
      />
    </form>
  );
}

async function renderForm(send: SendCode, viaProvider?: boolean) {
  const result = await renderFeature(<PhoneForm send={send} viaProvider={viaProvider} />, {
    language: 'EN',
    answers: { 'system.country': countries },
  });
  await screen.findByRole('option', { name: '+886 台灣' });
  return result;
}

afterEach(() => {
  countdownEnds.clear();
  lastSendAttempts.clear();
  vi.useRealTimers();
});

describe('PhoneNumberField with SendCodeButton', () => {
  it("preselects the visitor's country from the backend's list", async () => {
    await renderForm(vi.fn());
    const picker = screen.getByRole('combobox', { name: 'Country dialing code' });
    expect((picker as HTMLSelectElement).value).toBe('TW');
    expect(screen.getAllByRole('option')).toHaveLength(2);
  });

  it('refuses to send an invalid number and says why, keeping what was typed', async () => {
    const send = vi.fn<SendCode>();
    await renderForm(send);
    const input = screen.getByLabelText('Mobile number');
    await userEvent.type(input, '12345');
    await userEvent.click(screen.getByRole('button', { name: 'Send code' }));
    expect(send).not.toHaveBeenCalled();
    expect(screen.getByRole('alert').textContent).toBe('Please enter a valid mobile number');
    expect((input as HTMLInputElement).value).toBe('12345');
  });

  it('sends the national digits with the chosen dialing code, then counts expiredMinutes × 60 s down', async () => {
    const send = vi.fn<SendCode>().mockResolvedValue({ expiredMinutes: 2 });
    await renderForm(send);
    await userEvent.selectOptions(screen.getByRole('combobox'), 'VN');
    await userEvent.type(screen.getByLabelText('Mobile number'), '0987 650 001');
    await userEvent.click(screen.getByRole('button', { name: 'Send code' }));
    expect(send).toHaveBeenCalledWith({
      countryCode: 'VN',
      countryDialingCode: '+84',
      mobileNum: '987650001',
    });
    const button = await screen.findByRole('button', { name: 'Resend in 120 s' });
    expect((button as HTMLButtonElement).disabled).toBe(true);
  });

  it('counts 60 s when the phone-auth provider sends the code', async () => {
    const send = vi.fn<SendCode>().mockResolvedValue({ expiredMinutes: 5 });
    await renderForm(send, true);
    await userEvent.type(screen.getByLabelText('Mobile number'), '0987650002');
    await userEvent.click(screen.getByRole('button', { name: 'Send code' }));
    expect(await screen.findByRole('button', { name: 'Resend in 60 s' })).toBeDefined();
  });

  it('sends at most once per second, even after a failed send', async () => {
    const send = vi.fn<SendCode>().mockRejectedValue(new Error('offline'));
    await renderForm(send);
    await userEvent.type(screen.getByLabelText('Mobile number'), '0987650002');
    await userEvent.click(screen.getByRole('button', { name: 'Send code' }));
    await userEvent.click(await screen.findByRole('button', { name: 'OK' }));
    await userEvent.click(screen.getByRole('button', { name: 'Send code' }));
    expect(send).toHaveBeenCalledTimes(1);
    await new Promise((resolve) => setTimeout(resolve, 1000));
    await userEvent.click(screen.getByRole('button', { name: 'Send code' }));
    expect(send).toHaveBeenCalledTimes(2);
  });

  it("shows the server's message in a warning dialog when the send is refused, and closes it with OK", async () => {
    await renderFeature(
      <PhoneForm
        send={(p) =>
          callEndpoint('verification.smsLogin', {
            body: { mobileNum: p.mobileNum, countryDialingCode: p.countryDialingCode },
          })
        }
      />,
      {
        language: 'EN',
        tenant: demoTenant({ modules: { VERIFICATION3: true } }),
        answers: {
          'system.country': countries,
          'verification.smsLogin': (_request, reply) =>
            reply.failure('Too many requests, please try again after 5 minutes'),
        },
      },
    );
    await screen.findByRole('option', { name: '+886 台灣' });
    await userEvent.type(screen.getByLabelText('Mobile number'), '0987650002');
    await userEvent.click(screen.getByRole('button', { name: 'Send code' }));
    const dialog = await screen.findByRole('dialog', { name: 'Warning' });
    expect(dialog.textContent).toContain('Too many requests, please try again after 5 minutes');
    await userEvent.click(screen.getByRole('button', { name: 'OK' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.getByRole('button', { name: 'Send code' })).toBeDefined();
  });
});

import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { demoTenant } from '@wl/widgets/testing';
import { renderFeature } from '../../test-support/index.js';
import type { PhoneFormContext } from './phone-widgets.js';
import { RegisterForm } from './RegisterForm.js';
import { buildRegisterSchema } from './register-schema.js';

const FORM = buildRegisterSchema({
  tab: 'username',
  form: {
    schema: { type: 'object', properties: { username: { type: 'string' } } },
    uiSchema: {},
    mobile: { enabled: false, verification: false },
  },
  rules: {},
  mobileVerification: false,
});

describe('the 18+ consent', () => {
  it('starts unticked, says in a whole sentence what it asks, and the form is not sent until the player ticks it', async () => {
    const onSubmit = vi.fn();
    await renderFeature(
      <RegisterForm
        form={FORM}
        values={{ username: 'player01', password: 'secret12', confirmPassword: 'secret12' }}
        onChange={vi.fn()}
        onSubmit={onSubmit}
        serverErrors={{}}
        phoneContext={{} as PhoneFormContext}
        captchaRound={0}
      >
        <button type="submit">Register</button>
      </RegisterForm>,
      { language: 'EN', tenant: demoTenant() },
    );
    const consent = screen.getByRole('checkbox', {
      name: "I am 18 or over and accept the site's rules",
    });
    expect((consent as HTMLInputElement).checked).toBe(false);
    await userEvent.click(screen.getByRole('button', { name: 'Register' }));
    expect(onSubmit).not.toHaveBeenCalled();
    // The box asks for the confirmation: a sentence of its own, not its label said again.
    expect(consent.getAttribute('aria-invalid')).toBe('true');
    expect(
      screen.getByText('Please confirm you are 18 or over and accept the rules'),
    ).toBeDefined();
  });
});

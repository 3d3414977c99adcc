import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../test-support/index.js';
import { AmountField } from './AmountField.js';
import { FormAlert } from './FormAlert.js';
import { PasswordFields } from './PasswordFields.js';
import { PinField } from './PinField.js';
import { SubmitButton } from './SubmitButton.js';
import { TextField } from './TextField.js';
import { useFormState, type FieldErrors } from './use-form-state.js';

type Name = 'name' | 'amount' | 'pin' | 'password' | 'confirm';

/** A form built only from the kit, as a feature writes one; the server always refuses. */
function KitForm({ refusal }: { refusal: string | FieldErrors<Name> }) {
  const form = useFormState<Name>(
    { name: '', amount: '', pin: '', password: '', confirm: '' },
    () => refusal,
  );
  const { field, values } = form;
  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        const found: FieldErrors<Name> = {};
        if (values.name.trim() === '') found.name = 'Enter a name';
        if (values.confirm !== values.password) found.confirm = 'The passwords differ';
        if (!form.check(found)) return;
        void form.send(() => Promise.reject(new Error('refused')));
      }}
    >
      <FormAlert message={form.failure} />
      <TextField label="Name" required hint="As on your card" {...field('name')} />
      <AmountField label="Amount" {...field('amount')} />
      <PinField label="Payment password" {...field('pin')} />
      <PasswordFields
        password={{ label: 'New password', ...field('password') }}
        confirm={{ label: 'Confirm password', ...field('confirm') }}
      />
      <SubmitButton busy={form.busy}>Send</SubmitButton>
    </form>
  );
}

const SECRETS = ['Payment password', 'New password', 'Confirm password'];

async function renderKit(refusal: string | FieldErrors<Name> = 'The server said no') {
  await renderWithProviders(<KitForm refusal={refusal} />, {
    answers: { 'wallet.merchantWallet': { isSingle: false, currency: 'USD' } },
  });
}

const input = (label: string) => screen.getByRole<HTMLInputElement>('textbox', { name: label });
const secret = (label: string) => screen.getByLabelText<HTMLInputElement>(label);

/** What a screen reader reads with the input after its name: the texts it is described by. */
function description(field: HTMLElement): string {
  return (field.getAttribute('aria-describedby') ?? '')
    .split(' ')
    .filter((id) => id !== '')
    .map((id) => document.getElementById(id)?.textContent ?? '')
    .join(' ');
}
const send = () => userEvent.click(screen.getByRole('button', { name: 'Send' }));

describe('the form kit', () => {
  it('gives every input its label as its name, and marks a required one', async () => {
    await renderKit();
    // Found by their names: a missing or foreign label fails here.
    expect(input('Name').id).not.toBe('');
    expect(input('Amount').id).not.toBe('');
    for (const label of SECRETS) expect(secret(label).labels?.[0]?.textContent).toBe(label);
    // The required mark is seen, not read: the name stays the label's text.
    expect(input('Name').required).toBe(true);
    expect(input('Name').labels?.[0]?.textContent).toBe('Name *');
    expect(input('Amount').required).toBe(false);
    expect(input('Amount').labels?.[0]?.textContent).toBe('Amount');
  });

  it('reads the hint with its input and the currency with an amount', async () => {
    await renderKit();
    expect(description(input('Name'))).toBe('As on your card');
    await waitFor(() => expect(description(input('Amount'))).toBe('₫'));
    expect(input('Amount').inputMode).toBe('decimal');
  });

  it('hides a payment password, asks digits and keeps it out of the browser', async () => {
    await renderKit();
    const pin = secret('Payment password');
    expect(pin.type).toBe('password');
    expect(pin.inputMode).toBe('numeric');
    expect(pin.autocomplete).toBe('off');
    expect(pin.maxLength).toBe(64);
    expect(secret('New password').autocomplete).toBe('new-password');
  });

  it('announces a field refused before sending under that field, and sends nothing', async () => {
    await renderKit();
    await userEvent.type(secret('New password'), 'secret1');
    await userEvent.type(secret('Confirm password'), 'secret2');
    await send();

    const name = input('Name');
    expect(description(name)).toBe('As on your card Enter a name');
    expect(name.getAttribute('aria-invalid')).toBe('true');
    expect(description(secret('Confirm password'))).toBe('The passwords differ');
    expect(input('Amount').getAttribute('aria-invalid')).toBe('false');
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('keeps everything typed when the server refuses, and says why in words', async () => {
    await renderKit();
    await userEvent.type(input('Name'), 'Ann');
    await userEvent.type(input('Amount'), '1,250.50');
    await userEvent.type(secret('Payment password'), '123456');
    await send();

    expect((await screen.findByRole('alert')).textContent).toBe('The server said no');
    expect(input('Name').value).toBe('Ann');
    expect(input('Amount').value).toBe('1,250.50');
    expect(secret('Payment password').value).toBe('123456');
  });

  it('puts a refusal about one field under it, keeping what was typed', async () => {
    await renderKit({ pin: 'Wrong payment password' });
    await userEvent.type(input('Name'), 'Ann');
    await userEvent.type(secret('Payment password'), '000000');
    await send();

    await waitFor(() =>
      expect(description(secret('Payment password'))).toBe('Wrong payment password'),
    );
    expect(secret('Payment password').value).toBe('000000');
    expect(screen.queryByRole('alert')).toBeNull();
  });
});

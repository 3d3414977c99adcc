import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState, type FormEvent } from 'react';
import { describe, expect, it } from 'vitest';
import type { BundledLanguage } from '@wl/tenant-config';
import { demoTenant, renderWithProviders } from '../test-support/index.js';
import { AmountField } from './AmountField.js';
import { useAmountReader, type AmountLimits } from './amount-reader.js';

/** A form around one amount: on send it shows what it would send, or nothing. */
function AmountForm({ limits = {}, decimals }: { limits?: AmountLimits; decimals?: number }) {
  const [value, setValue] = useState('');
  const [error, setError] = useState<string | undefined>(undefined);
  const [sent, setSent] = useState<number | null>(null);
  const read = useAmountReader({ decimals });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const reading = read(value, limits);
    setError(reading.ok ? undefined : reading.message);
    setSent(reading.ok ? reading.amount : null);
  };
  return (
    <form noValidate onSubmit={submit}>
      <AmountField
        label="Amount"
        value={value}
        onValueChange={setValue}
        error={error}
        decimals={decimals}
        {...limits}
      />
      <button type="submit">Send</button>
      {sent !== null && <output data-testid="sent">{sent}</output>}
    </form>
  );
}

async function renderForm(
  language: BundledLanguage,
  options: { currency?: string; limits?: AmountLimits; decimals?: number } = {},
) {
  const { currency = 'VND', ...props } = options;
  await renderWithProviders(<AmountForm {...props} />, {
    language,
    tenant: demoTenant({ money: { currency, display: 'full' } }),
  });
}

const amount = () => screen.getByRole<HTMLInputElement>('textbox', { name: 'Amount' });
const send = () => userEvent.click(screen.getByRole('button', { name: 'Send' }));
const sent = () => screen.queryByTestId('sent')?.textContent ?? null;
/** The field's message, as read with the input. */
const message = () => document.getElementById(`${amount().id}-error`)?.textContent ?? null;
/** The texts a screen reader reads with the input after its name. */
const description = () =>
  (amount().getAttribute('aria-describedby') ?? '')
    .split(' ')
    .filter((id) => id !== '')
    .map((id) => document.getElementById(id)?.textContent ?? '')
    .join(' | ');

async function typeAndSend(text: string) {
  await userEvent.clear(amount());
  await userEvent.type(amount(), text);
  await send();
}

describe('AmountField', () => {
  it('reads "200.000" and "200,000" as two hundred thousand dong in Vietnamese', async () => {
    await renderForm('VI');
    await typeAndSend('200.000');
    expect(sent()).toBe('200000');
    await typeAndSend('200,000');
    expect(sent()).toBe('200000');
    await typeAndSend('1.250.500');
    expect(sent()).toBe('1250500');
  });

  it('refuses a fraction of a dong in words and keeps what was typed', async () => {
    await renderForm('VI');
    await typeAndSend('150000,5');
    expect(sent()).toBeNull();
    expect(message()).toBe('Vui lòng nhập số nguyên, không có phần thập phân');
    expect(amount().value).toBe('150000,5');
    expect(amount().getAttribute('aria-invalid')).toBe('true');
  });

  it('reads dollars and cents in English and refuses a third decimal', async () => {
    await renderForm('EN', { currency: 'USD' });
    await typeAndSend('1,234.50');
    expect(sent()).toBe('1234.5');
    await typeAndSend('1.234567');
    expect(sent()).toBeNull();
    expect(message()).toBe('Please enter at most 2 decimals');
    expect(amount().value).toBe('1.234567');
  });

  it('states its unit beside the input and reads it with the input', async () => {
    await renderForm('VI');
    await waitFor(() => expect(description()).toBe('₫'));
    expect(screen.getByText('₫')).toBeDefined();
    await renderForm('EN', { currency: 'USD' });
    await waitFor(() => expect(screen.getAllByText('$').length).toBe(1));
  });

  it('says why an amount is refused: empty, not a number, zero', async () => {
    await renderForm('EN');
    await send();
    expect(message()).toBe('Please enter an amount');
    await typeAndSend('ten');
    expect(message()).toBe('Please enter an amount in numbers');
    await typeAndSend('0');
    expect(message()).toBe('Please enter an amount above zero');
  });

  it('states its limits and refuses below the minimum, above the maximum and the balance', async () => {
    await renderForm('EN', { limits: { min: 50_000, max: 5_000_000, balance: 1_000_000 } });
    expect(description()).toBe('₫ | Between ₫50,000 and ₫5,000,000 · ₫1,000,000 available');
    await typeAndSend('49,999');
    expect(message()).toBe('The amount must be at least ₫50,000');
    await typeAndSend('5,000,001');
    expect(message()).toBe('The amount must be at most ₫5,000,000');
    await typeAndSend('1,000,001');
    expect(message()).toBe('The amount is more than the ₫1,000,000 available');
    await typeAndSend('1,000,000');
    expect(sent()).toBe('1000000');
    expect(message()).toBeNull();
  });

  it('says why once the person leaves the field, before anything is sent', async () => {
    await renderForm('EN', { limits: { balance: 100 } });
    await userEvent.type(amount(), '150');
    expect(message()).toBeNull();
    await userEvent.tab();
    expect(screen.getByText('The amount is more than the ₫100 available')).toBeDefined();
  });

  it('reads whole points only when told so', async () => {
    await renderForm('EN', { currency: 'USD', decimals: 0 });
    await typeAndSend('100.5');
    expect(sent()).toBeNull();
    expect(message()).toBe('Please enter a whole amount, without decimals');
    await typeAndSend('100');
    expect(sent()).toBe('100');
  });
});

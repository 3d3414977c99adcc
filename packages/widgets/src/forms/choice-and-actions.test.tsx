import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../test-support/index.js';
import { FormActions } from './FormActions.js';
import { FormEnd } from './FormEnd.js';
import { SelectField } from './SelectField.js';

const OPTIONS = [
  { value: 'RNG', label: 'Slots' },
  { value: 'LIVE', label: 'Live casino' },
];

function Filter({ onChoose }: { onChoose: (value: string) => void }) {
  const [value, setValue] = useState('');
  return (
    <SelectField
      compact
      label="Category"
      value={value}
      options={OPTIONS}
      emptyLabel="All"
      onChange={(next) => {
        setValue(next);
        onChoose(next);
      }}
    />
  );
}

describe('SelectField', () => {
  it('is named by its label, starts on its empty choice and tells the chosen value', async () => {
    const onChoose = vi.fn();
    await renderWithProviders(<Filter onChoose={onChoose} />);
    const select = screen.getByRole<HTMLSelectElement>('combobox', { name: 'Category' });
    expect([...select.options].map((option) => option.text)).toEqual([
      'All',
      'Slots',
      'Live casino',
    ]);
    expect(select.value).toBe('');
    await userEvent.selectOptions(select, 'Live casino');
    expect(onChoose).toHaveBeenCalledWith('LIVE');
    expect(select.value).toBe('LIVE');
  });
});

describe('FormActions and FormEnd', () => {
  it('offer Cancel beside the send button, which is disabled while the form sends', async () => {
    const onCancel = vi.fn();
    await renderWithProviders(
      <form>
        <FormActions form={{ busy: true }} submit="Bind" onCancel={onCancel} />
      </form>,
      { language: 'EN' },
    );
    expect(screen.getByRole<HTMLButtonElement>('button', { name: 'Bind' }).disabled).toBe(true);
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(onCancel).toHaveBeenCalledOnce();
  });

  it('announce the refusal as an alert and what was done as a status', async () => {
    await renderWithProviders(
      <form>
        <FormEnd form={{ failure: 'Not enough money', busy: false }} done="Sent" submit="Send" />
      </form>,
    );
    expect(screen.getByRole('alert').textContent).toBe('Not enough money');
    expect(screen.getByText('Sent').getAttribute('role')).toBe('status');
    expect(screen.getByRole<HTMLButtonElement>('button', { name: 'Send' }).disabled).toBe(false);
  });
});

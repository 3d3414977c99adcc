import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { FormAlert } from './FormAlert.js';
import { TextField } from './TextField.js';
import { useFormState, type FieldErrors } from './use-form-state.js';

type Field = 'name' | 'code';

class Refused extends Error {}

const input = (label: string) => screen.getByLabelText<HTMLInputElement>(label);
const sendButton = () => screen.getByRole<HTMLButtonElement>('button', { name: 'Send' });

/** The text that describes the input (its field message). */
function description(label: string): string {
  const ids = input(label).getAttribute('aria-describedby') ?? '';
  return ids
    .split(' ')
    .map((id) => document.getElementById(id)?.textContent ?? '')
    .join(' ');
}

/** A form as the features write them: check, then send; `post` stands for the backend call. */
function CodeForm({ post }: { post: (values: Record<Field, string>) => Promise<void> }) {
  const form = useFormState<Field>({ name: 'team-a', code: '' }, (error) =>
    error instanceof Refused ? { code: 'Wrong code' } : 'The server said no',
  );
  const submit = async () => {
    const found: FieldErrors<Field> = {};
    if (form.values.code.trim() === '') found.code = 'Required';
    if (!form.check(found)) return;
    if (await form.send(() => post(form.values))) form.reset(['code']);
  };
  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
      }}
    >
      <FormAlert message={form.failure} />
      <TextField label="Name" {...form.field('name')} />
      <TextField label="Code" {...form.field('code')} />
      <button type="submit" disabled={form.busy}>
        Send
      </button>
    </form>
  );
}

describe('useFormState', () => {
  it('shows the message under the field and sends nothing while a field is refused', async () => {
    const post = vi.fn(() => Promise.resolve());
    render(<CodeForm post={post} />);
    await userEvent.click(screen.getByRole('button', { name: 'Send' }));

    expect(description('Code')).toBe('Required');
    expect(input('Code').getAttribute('aria-invalid')).toBe('true');
    expect(input('Name').getAttribute('aria-invalid')).toBe('false');
    expect(post).not.toHaveBeenCalled();
  });

  it('keeps what was typed on a refusal, shows it as an alert, and clears it on the next try', async () => {
    let refuse: (error: Error) => void = () => undefined;
    const post = vi.fn(() => new Promise<void>((_resolve, reject) => (refuse = reject)));
    render(<CodeForm post={post} />);
    await userEvent.type(screen.getByLabelText('Code'), '1234');
    await userEvent.click(screen.getByRole('button', { name: 'Send' }));

    expect(post).toHaveBeenCalledWith({ name: 'team-a', code: '1234' });
    expect(sendButton().disabled).toBe(true);
    refuse(new Error('request_param_err'));

    expect((await screen.findByRole('alert')).textContent).toBe('The server said no');
    expect(input('Code').value).toBe('1234');
    expect(sendButton().disabled).toBe(false);

    await userEvent.clear(screen.getByLabelText('Code'));
    await userEvent.click(screen.getByRole('button', { name: 'Send' }));
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('puts a refusal about one field under that field', async () => {
    render(<CodeForm post={() => Promise.reject(new Refused())} />);
    await userEvent.type(screen.getByLabelText('Code'), '99');
    await userEvent.click(screen.getByRole('button', { name: 'Send' }));

    await screen.findByText('Wrong code');
    expect(description('Code')).toBe('Wrong code');
    expect(input('Code').value).toBe('99');
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('empties only the fields it is told to after a success', async () => {
    render(<CodeForm post={() => Promise.resolve()} />);
    await userEvent.clear(screen.getByLabelText('Name'));
    await userEvent.type(screen.getByLabelText('Name'), 'team-b');
    await userEvent.type(screen.getByLabelText('Code'), '42');
    await userEvent.click(screen.getByRole('button', { name: 'Send' }));

    await waitFor(() => expect(input('Code').value).toBe(''));
    expect(input('Name').value).toBe('team-b');
  });

  it('shows a check about no single field in words, and takes a field message off when told', async () => {
    function Probe() {
      const form = useFormState({ code: '' });
      return (
        <form>
          <FormAlert message={form.failure} />
          <TextField label="Code" {...form.field('code')} />
          <button type="button" onClick={() => form.fail('Nothing to send')}>
            Fail
          </button>
          <button type="button" onClick={() => form.check({ code: 'Required' })}>
            Check
          </button>
          <button type="button" onClick={() => form.dismiss(['code'])}>
            Dismiss
          </button>
        </form>
      );
    }
    render(<Probe />);
    await userEvent.click(screen.getByRole('button', { name: 'Fail' }));
    expect(screen.getByRole('alert').textContent).toBe('Nothing to send');
    await userEvent.click(screen.getByRole('button', { name: 'Check' }));
    expect(screen.queryByRole('alert')).toBeNull();
    expect(description('Code')).toBe('Required');
    await userEvent.click(screen.getByRole('button', { name: 'Dismiss' }));
    expect(input('Code').getAttribute('aria-invalid')).toBe('false');
  });
});

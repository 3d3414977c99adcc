import { PinField } from './PinField.js';
import { TextField } from './TextField.js';
import type { FieldBinding } from './use-form-state.js';

/**
 * One of the block's fields: its label, its binding to the form's state and the rule it states
 * under the input before anything is typed (`hint`).
 */
export type PasswordFieldEntry = FieldBinding & { label: string; hint?: string | undefined };

interface PasswordFieldsProps {
  /** The password in use, asked when it is being changed; left out when there is none yet. */
  current?: PasswordFieldEntry | undefined;
  password: PasswordFieldEntry;
  confirm: PasswordFieldEntry;
  /** A payment password: digits (`PinField`), never remembered by the browser. */
  pin?: boolean;
}

/**
 * The block every password form shares: the current password (when changing one), the new one
 * and its confirmation. Account passwords let the browser fill the current one and offer a new
 * one (autocomplete current-password / new-password); payment passwords are `PinField`s.
 * docs/architecture.md#widgets
 */
export function PasswordFields({ current, password, confirm, pin = false }: PasswordFieldsProps) {
  const field = (entry: PasswordFieldEntry, autoComplete: string) =>
    pin ? (
      <PinField {...entry} />
    ) : (
      <TextField {...entry} type="password" autoComplete={autoComplete} />
    );
  return (
    <>
      {current !== undefined && field(current, 'current-password')}
      {field(password, 'new-password')}
      {field(confirm, 'new-password')}
    </>
  );
}

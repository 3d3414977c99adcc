import { TextField, type TextFieldProps } from './TextField.js';

export interface PinFieldProps extends Omit<TextFieldProps, 'type' | 'inputMode' | 'autoComplete'> {
  /**
   * A code sent to the player (an SMS code): shown as typed and filled in by the device
   * (autocomplete one-time-code). Otherwise a secret of digits (the payment password): hidden,
   * never remembered by the browser.
   */
  oneTime?: boolean;
}

/**
 * A field for digits: the payment password, or a one-time code. Phones show the number pad
 * (inputMode numeric); at most `maxLength` characters (64 unless told). docs/architecture.md#widgets
 */
export function PinField({ oneTime = false, maxLength = 64, ...field }: PinFieldProps) {
  return (
    <TextField
      {...field}
      type={oneTime ? 'text' : 'password'}
      inputMode="numeric"
      autoComplete={oneTime ? 'one-time-code' : 'off'}
      maxLength={maxLength}
    />
  );
}

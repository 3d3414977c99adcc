import type { InputHTMLAttributes } from 'react';
import { Field, inputClass } from './Field.js';

export interface TextFieldProps extends Omit<
  InputHTMLAttributes<HTMLInputElement>,
  'id' | 'onChange' | 'value' | 'required'
> {
  label: string;
  value: string;
  onValueChange: (value: string) => void;
  /** The field's message when its input is refused; shown under it and read with it. */
  error?: string | undefined;
  /** A short help text under the input, read with it. */
  hint?: string | undefined;
  required?: boolean | undefined;
}

/** A labelled text input in a `Field`: its hint and message under it. */
export function TextField({
  label,
  value,
  onValueChange,
  error,
  hint,
  required,
  ...input
}: TextFieldProps) {
  return (
    <Field label={label} hint={hint} error={error} required={required}>
      {(control) => (
        <input
          {...input}
          {...control}
          value={value}
          onChange={(event) => onValueChange(event.target.value)}
          className={inputClass(error !== undefined)}
        />
      )}
    </Field>
  );
}

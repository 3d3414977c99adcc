import type { ReactNode } from 'react';
import { Field } from './Field.js';

/** One choice of a select: what is sent and what is shown. */
export interface SelectOption {
  value: string | number;
  label: string;
}

interface SelectFieldProps {
  label: ReactNode;
  value: string | number;
  options: readonly SelectOption[];
  /** Called with the chosen option's value as the select holds it (a string). */
  onChange: (value: string) => void;
  /** A first option with the value '' (e.g. "All"). */
  emptyLabel?: string | undefined;
  /** A small select in a row of filters, not a form's full-width field. */
  compact?: boolean;
  /** Ties the select to a message shown elsewhere (its id). */
  describedBy?: readonly string[] | undefined;
}

/** A labelled select of the kit (in a `Field`): a form's choice or a filter's. */
export function SelectField({
  label,
  value,
  options,
  onChange,
  emptyLabel,
  compact = false,
  describedBy,
}: SelectFieldProps) {
  return (
    <Field label={label} inline={compact} describedBy={describedBy}>
      {(control) => (
        <select
          {...control}
          className={`select select-bordered${compact ? ' select-sm' : ' w-full'}`}
          value={value}
          onChange={(event) => onChange(event.target.value)}
        >
          {emptyLabel !== undefined && <option value="">{emptyLabel}</option>}
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
      )}
    </Field>
  );
}

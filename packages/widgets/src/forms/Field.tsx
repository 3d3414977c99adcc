import { useId, type ReactNode } from 'react';

/** What a field gives its input so the input is labelled, described and marked as the field is. */
export interface FieldControl {
  id: string;
  'aria-describedby': string | undefined;
  'aria-invalid': boolean;
  required: boolean | undefined;
}

export interface FieldProps {
  label: ReactNode;
  /** A short help text under the input (e.g. the limits of an amount), read with it. */
  hint?: ReactNode | undefined;
  /** The field's message when its input is refused; shown under it and read with it. */
  error?: string | undefined;
  /** Marks the label with * and the input as required. */
  required?: boolean | undefined;
  /** Reads the message out as soon as it appears (role alert), for a field checked on its own. */
  announce?: boolean | undefined;
  /** The input's id, when something else chose it (a form rendered from a schema). */
  id?: string | undefined;
  /** Ids of other texts the input is read with (e.g. a currency shown beside it). */
  describedBy?: readonly string[] | undefined;
  /** Messages rendered by someone else, already carrying the id the input is described by. */
  messages?: ReactNode;
  /** A field in a row of filters: as wide as its input from small screens on, no space under. */
  inline?: boolean | undefined;
  /** The input, given the props that tie it to its label and messages. */
  children: (control: FieldControl) => ReactNode;
}

/**
 * One labelled input of a form: its label (with * when required), the input, a hint and the
 * field's message under it. The input is described by the hint and the message (aria-describedby),
 * marked invalid while it has a message (aria-invalid) and required when the field is. Every input
 * of every form stands in one. docs/architecture.md#widgets
 */
export function Field({
  label,
  hint,
  error,
  required,
  announce = false,
  id: givenId,
  describedBy = [],
  messages,
  inline = false,
  children,
}: FieldProps) {
  const ownId = useId();
  const id = givenId ?? ownId;
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const described = [
    ...describedBy,
    ...(hint === undefined ? [] : [hintId]),
    ...(error === undefined ? [] : [errorId]),
  ].join(' ');
  return (
    <div className={`flex w-full flex-col gap-1${inline ? ' sm:w-auto' : ' mb-3'}`} data-field={id}>
      <label htmlFor={id} className="text-sm font-medium">
        {label}
        {required === true && <span aria-hidden="true"> *</span>}
      </label>
      {children({
        id,
        'aria-describedby': described === '' ? undefined : described,
        'aria-invalid': error !== undefined,
        required,
      })}
      {hint !== undefined && (
        <p id={hintId} className="text-sm opacity-80">
          {hint}
        </p>
      )}
      {error !== undefined && (
        <p id={errorId} role={announce ? 'alert' : undefined} className="text-error text-sm">
          {error}
        </p>
      )}
      {messages}
    </div>
  );
}

/** The look of a text input, red while its field has a message. */
export function inputClass(invalid: boolean): string {
  return `input input-bordered w-full${invalid ? ' input-error' : ''}`;
}

import { useState } from 'react';

/** Field messages of a form, by field name; a field without one is fine. */
export type FieldErrors<Field extends string> = Partial<Record<Field, string>>;

/** What a field of the kit takes of the form's state: its value, its message, typing that changes it. */
export interface FieldBinding {
  value: string;
  error: string | undefined;
  onValueChange: (value: string) => void;
}

export interface FormState<Field extends string> {
  values: Record<Field, string>;
  errors: FieldErrors<Field>;
  /** The translated refusal of the last sending, for `FormAlert`; null when there is none. */
  failure: string | null;
  /** True while a sending is under way. */
  busy: boolean;
  /** The props that bind a field of the kit (`TextField`, `AmountField`, `PinField`) to `name`. */
  field: (name: Field) => FieldBinding;
  setValue: (name: Field, value: string) => void;
  /** Puts the named fields (all by default) back to their first values, after a success. */
  reset: (names?: readonly Field[]) => void;
  /**
   * Shows `found` under the fields and clears the last refusal; true when nothing was found, so
   * the form may send.
   */
  check: (found: FieldErrors<Field>) => boolean;
  /**
   * Runs `send`, busy meanwhile. A refusal is shown (under the fields it names, else as the
   * form's failure) and what was typed stays. True when it went through.
   */
  send: (send: () => Promise<void>) => Promise<boolean>;
  /**
   * Shows a refusal of the whole form in words (null clears it), for a check that is about no
   * single field; what was typed stays.
   */
  fail: (message: string | null) => void;
  /** Takes the messages off the named fields (typed again since they were refused). */
  dismiss: (names: readonly Field[]) => void;
}

/**
 * The state every input form keeps: the typed values, the message under each field, the refusal
 * of the last sending and whether one is under way. `refusal` turns a failed sending into its
 * translated text, or into field messages when the refusal is about one field; without it, a
 * refused sending throws on (for forms whose sending reports its refusal itself).
 * docs/architecture.md#widgets
 */
export function useFormState<Field extends string>(
  initial: Record<Field, string>,
  refusal: (error: unknown) => string | FieldErrors<Field> = (error) => {
    throw error;
  },
): FormState<Field> {
  const [first] = useState(initial);
  const [values, setValues] = useState(initial);
  const [errors, setErrors] = useState<FieldErrors<Field>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const setValue = (name: Field, value: string) =>
    setValues((previous) => ({ ...previous, [name]: value }));

  return {
    values,
    errors,
    failure,
    busy,
    setValue,
    field: (name) => ({
      value: values[name],
      error: errors[name],
      onValueChange: (value) => setValue(name, value),
    }),
    reset: (names = Object.keys(first) as Field[]) =>
      setValues((previous) => {
        const next = { ...previous };
        for (const name of names) next[name] = first[name];
        return next;
      }),
    check: (found) => {
      setErrors(found);
      setFailure(null);
      return Object.keys(found).length === 0;
    },
    send: async (send) => {
      setBusy(true);
      try {
        await send();
        return true;
      } catch (error) {
        const refused = refusal(error);
        if (typeof refused === 'string') setFailure(refused);
        else setErrors(refused);
        return false;
      } finally {
        setBusy(false);
      }
    },
    fail: setFailure,
    dismiss: (names) =>
      setErrors((previous) => {
        const next = { ...previous };
        for (const name of names) delete next[name];
        return next;
      }),
  };
}

import type { ReactNode } from 'react';
import { FormAlert } from './FormAlert.js';
import { FormDone } from './FormDone.js';
import { SubmitButton } from './SubmitButton.js';

interface FormEndProps {
  /** The form's state (`useFormState`): its refusal and whether it is sending. */
  form: { failure: string | null; busy: boolean };
  /** What the last send achieved, if anything. */
  done?: string | null | undefined;
  /** The send button's words. */
  submit: ReactNode;
  /** Classes of the send button beside the primary button's (e.g. w-full). */
  submitClassName?: string | undefined;
}

/** The end of a single-step form: its refusal, what it achieved, then the send button. */
export function FormEnd({ form, done, submit, submitClassName }: FormEndProps) {
  return (
    <>
      <FormAlert message={form.failure} />
      <FormDone message={done} />
      <SubmitButton busy={form.busy} className={submitClassName}>
        {submit}
      </SubmitButton>
    </>
  );
}

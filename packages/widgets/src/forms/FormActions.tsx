import type { ReactNode } from 'react';
import { SubmitButton } from './SubmitButton.js';

interface FormActionsProps {
  /** True while the form sends (the send button is disabled and shows it is working). */
  busy: boolean;
  /** The send button's words. */
  submit: ReactNode;
  /** A way back that sends nothing: its words and what it does. */
  cancel?: { label: string; onClick: () => void } | undefined;
  /** `dialog`: the row closing a modal dialog; `card` (default): the row closing a card's form. */
  place?: 'card' | 'dialog';
}

/** The closing row of a form: an optional cancel button, then the send button. */
export function FormActions({ busy, submit, cancel, place = 'card' }: FormActionsProps) {
  return (
    <div className={place === 'dialog' ? 'modal-action' : 'card-actions justify-end'}>
      {cancel && (
        <button type="button" className="btn btn-ghost" onClick={cancel.onClick}>
          {cancel.label}
        </button>
      )}
      <SubmitButton busy={busy}>{submit}</SubmitButton>
    </div>
  );
}

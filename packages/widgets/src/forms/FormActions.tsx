import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { SubmitButton } from './SubmitButton.js';

interface FormActionsProps {
  /** The form's state (`useFormState`): while it sends, the send button is disabled and busy. */
  form: { busy: boolean };
  /** The send button's words. */
  submit: ReactNode;
  /** A "Cancel" button that sends nothing does this. */
  onCancel?: (() => void) | undefined;
  /** The row closes a modal dialog (else a card's form). */
  dialog?: boolean;
}

/** The closing row of a form: an optional cancel button, then the send button. */
export function FormActions({ form, submit, onCancel, dialog = false }: FormActionsProps) {
  const { t } = useTranslation();
  return (
    <div className={dialog ? 'modal-action' : 'card-actions justify-end'}>
      {onCancel && (
        <button type="button" className="btn btn-ghost" onClick={onCancel}>
          {t('common.cancel')}
        </button>
      )}
      <SubmitButton busy={form.busy}>{submit}</SubmitButton>
    </div>
  );
}

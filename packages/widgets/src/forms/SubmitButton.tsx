import type { ReactNode } from 'react';

interface SubmitButtonProps {
  /** True while the form is sending: the button is disabled and shows it is working. */
  busy: boolean;
  /** Disabled for another reason (nothing to send yet). */
  disabled?: boolean | undefined;
  /** Classes beside the primary button's (e.g. w-full). */
  className?: string | undefined;
  children: ReactNode;
}

/** A form's send button: disabled while the form sends, with a spinner that is not read out. */
export function SubmitButton({ busy, disabled = false, className, children }: SubmitButtonProps) {
  return (
    <button
      type="submit"
      className={`btn btn-primary${className === undefined ? '' : ` ${className}`}`}
      disabled={busy || disabled}
    >
      {busy && <span className="loading loading-spinner loading-sm" aria-hidden="true" />}
      {children}
    </button>
  );
}

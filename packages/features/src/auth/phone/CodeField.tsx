import type { ReactNode } from 'react';
import { PinField, type FieldBinding } from '@wl/widgets/forms';

interface CodeFieldProps extends FieldBinding {
  label: string;
  /** The button that sends the code (a `SendCodeButton`). */
  sendButton: ReactNode;
}

/** A one-time code typed beside the button that sends it. docs/product/accounts.md#sms-code */
export function CodeField({ label, sendButton, ...binding }: CodeFieldProps) {
  return (
    <div className="mt-3 flex items-end gap-2">
      <div className="grow">
        <PinField oneTime label={label} maxLength={255} {...binding} />
      </div>
      <div className="mb-3">{sendButton}</div>
    </div>
  );
}

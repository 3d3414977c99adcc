import type { Registry, WidgetProps } from '@rjsf/utils';
import { useEffect } from 'react';
import { PhoneNumberField, SendCodeButton, type SendCode } from '../phone/index.js';
import type { PhoneNumberControl } from '../phone/use-phone-number.js';
import { BaseInputTemplate } from './register-form-theme.js';

/** What the register form hands its phone widgets: the number's state and how to send a code. */
export interface PhoneFormContext {
  phone: PhoneNumberControl;
  sendCode: SendCode;
  /** Keeps one send countdown per purpose. */
  purpose: string;
}

function phoneContext(registry: Registry): PhoneFormContext {
  return registry.formContext as PhoneFormContext;
}

/**
 * The mobile number as the shared phone field (dialing code picker, number checked with its
 * country's rules); the form's value follows what is typed.
 */
function PhoneWidget(props: WidgetProps) {
  const { phone } = phoneContext(props.registry);
  const { onChange } = props;
  const value: unknown = props.value;
  const typed = phone.value.mobileNum;
  const current = typeof value === 'string' ? value : '';
  useEffect(() => {
    if (typed !== current) onChange(typed === '' ? undefined : typed);
  }, [typed, current, onChange]);
  return <PhoneNumberField phone={phone} label={props.label} disabled={props.disabled} />;
}

/** The SMS code input with the send-code button for the number above it. */
function SmsCodeWidget(props: WidgetProps) {
  const { phone, sendCode, purpose } = phoneContext(props.registry);
  return (
    <div className="flex w-full gap-2">
      <BaseInputTemplate {...props} type="text" />
      <SendCodeButton phone={phone} send={sendCode} purpose={purpose} />
    </div>
  );
}

export const PHONE_WIDGETS = { PhoneWidget, SmsCodeWidget };

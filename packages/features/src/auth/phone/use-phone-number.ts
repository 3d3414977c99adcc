import { useCallback, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { checkedPhoneNumber, EMPTY_PHONE_NUMBER, type PhoneNumber } from './phone-number.js';

/** The state of one phone number field, shared by the field and its send-code button. */
export interface PhoneNumberControl {
  value: PhoneNumber;
  onChange: (value: PhoneNumber) => void;
  /** The translated error shown under the field, or null. */
  error: string | null;
  setError: (error: string | null) => void;
  /** Checks the number, shows the error when invalid; answers the number to send, or null. */
  check: () => PhoneNumber | null;
}

/** Holds a phone number field's value and error. docs/product/accounts.md#sms-code */
export function usePhoneNumber(initial: PhoneNumber = EMPTY_PHONE_NUMBER): PhoneNumberControl {
  const { t } = useTranslation();
  const [value, setValue] = useState(initial);
  const [error, setError] = useState<string | null>(null);
  const onChange = useCallback((next: PhoneNumber) => {
    setValue(next);
    setError(null);
  }, []);
  const check = useCallback(() => {
    const checked = checkedPhoneNumber(value);
    setError(checked ? null : t(value.mobileNum.trim() ? 'phone.invalid' : 'phone.required'));
    return checked;
  }, [t, value]);
  return useMemo(
    () => ({ value, onChange, error, setError, check }),
    [value, onChange, error, check],
  );
}

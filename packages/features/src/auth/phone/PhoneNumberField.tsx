import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useCountries } from '@wl/core';
import { Field, inputClass } from '@wl/widgets/forms';
import type { PhoneNumberControl } from './use-phone-number.js';

interface Country {
  countryCode: string;
  countryDialingCode: string;
}

function dialingOf({ countryCode, countryDialingCode }: Country): Country {
  return { countryCode, countryDialingCode };
}

interface PhoneNumberFieldProps {
  phone: PhoneNumberControl;
  /** The visible label; "Mobile number" unless given. */
  label?: string;
  disabled?: boolean;
}

/**
 * Mobile number with its country dialing code picker: the countries come from the backend and the
 * visitor's current country is preselected. docs/product/accounts.md#sms-code
 */
export function PhoneNumberField({ phone, label, disabled = false }: PhoneNumberFieldProps) {
  const { t } = useTranslation();
  const { data } = useCountries();
  const countries = data?.countries ?? [];
  const { value, onChange } = phone;

  useEffect(() => {
    if (value.countryCode || !data) return;
    const current = data.countries.find((c) => c.countryCode === data.current) ?? data.countries[0];
    if (current) onChange({ ...value, ...dialingOf(current) });
  }, [data, value, onChange]);

  return (
    <Field label={label ?? t('phone.label')} error={phone.error ?? undefined} announce>
      {(control) => (
        <div className="join w-full">
          <select
            className="select select-bordered join-item max-w-36"
            aria-label={t('phone.dialingCode')}
            value={value.countryCode}
            disabled={disabled || countries.length === 0}
            onChange={(event) => {
              const country = countries.find((c) => c.countryCode === event.target.value);
              if (country) onChange({ ...value, ...dialingOf(country) });
            }}
          >
            {countries.map((c) => (
              <option key={c.countryCode} value={c.countryCode}>
                {`${c.countryDialingCode} ${c.name ?? c.countryCode}`}
              </option>
            ))}
          </select>
          <input
            {...control}
            type="tel"
            inputMode="tel"
            autoComplete="tel-national"
            className={`${inputClass(phone.error !== null)} join-item`}
            value={value.mobileNum}
            disabled={disabled}
            maxLength={20}
            onChange={(event) => onChange({ ...value, mobileNum: event.target.value })}
            onBlur={() => {
              if (value.mobileNum.trim()) phone.check();
            }}
          />
        </div>
      )}
    </Field>
  );
}

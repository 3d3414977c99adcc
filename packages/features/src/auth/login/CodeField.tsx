import { useId } from 'react';
import { useTranslation } from 'react-i18next';

/** The SMS verification code input (at most 255 characters). docs/product/accounts.md#sms-code */
export function CodeField({
  value,
  onChange,
}: {
  value: string;
  onChange: (value: string) => void;
}) {
  const { t } = useTranslation();
  const id = useId();
  return (
    <div className="form-control w-full">
      <label htmlFor={id} className="label">
        <span className="label-text">{t('login.code')}</span>
      </label>
      <input
        id={id}
        className="input input-bordered w-full"
        inputMode="numeric"
        autoComplete="one-time-code"
        maxLength={255}
        value={value}
        onChange={(event) => onChange(event.target.value)}
      />
    </div>
  );
}

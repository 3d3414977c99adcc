import { useId } from 'react';
import { useTranslation } from 'react-i18next';

interface PasswordFieldProps {
  value: string;
  onChange: (value: string) => void;
}

/** The account password a redemption or conversion is checked with. */
export function PasswordField({ value, onChange }: PasswordFieldProps) {
  const { t } = useTranslation();
  const id = useId();
  return (
    <div className="flex flex-col gap-1">
      <label htmlFor={id} className="font-medium">
        {t('points.password')}
      </label>
      <input
        id={id}
        type="password"
        autoComplete="current-password"
        className="input input-bordered w-full"
        value={value}
        onChange={(e) => onChange(e.target.value)}
      />
    </div>
  );
}

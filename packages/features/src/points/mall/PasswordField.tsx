import { useTranslation } from 'react-i18next';
import { TextField, type FieldBinding } from '@wl/widgets/forms';

/** The account password a redemption or conversion is checked with. */
export function PasswordField(binding: FieldBinding) {
  const { t } = useTranslation();
  return (
    <TextField
      label={t('points.password')}
      type="password"
      autoComplete="current-password"
      {...binding}
    />
  );
}

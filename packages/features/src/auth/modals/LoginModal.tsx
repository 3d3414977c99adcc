import { useTranslation } from 'react-i18next';
import { NotReadyModal } from '@wl/widgets';
import type { ModalComponentProps } from '../../define-feature.js';

/** The login window (being built; until then it says so). docs/product/accounts.md#login */
export default function LoginModal({ onClose }: ModalComponentProps<'login'>) {
  const { t } = useTranslation();
  return (
    <NotReadyModal
      title={t('modals.login.title')}
      message={t('modals.login.notReady')}
      onClose={onClose}
    />
  );
}

import { useTranslation } from 'react-i18next';
import type { ModalComponentProps } from './modal-component.js';
import { NotReadyModal } from './NotReadyModal.js';

export default function LoginModal({ onClose }: ModalComponentProps) {
  const { t } = useTranslation();
  return (
    <NotReadyModal
      title={t('modals.login.title')}
      message={t('modals.login.notReady')}
      onClose={onClose}
    />
  );
}

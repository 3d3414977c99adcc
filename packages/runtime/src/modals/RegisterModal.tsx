import { useTranslation } from 'react-i18next';
import type { ModalComponentProps } from './modal-component.js';
import { NotReadyModal } from './NotReadyModal.js';

export default function RegisterModal({ onClose }: ModalComponentProps) {
  const { t } = useTranslation();
  return (
    <NotReadyModal
      title={t('modals.register.title')}
      message={t('modals.register.notReady')}
      onClose={onClose}
    />
  );
}

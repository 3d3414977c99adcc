import { useTranslation } from 'react-i18next';
import type { ModalComponentProps } from './modal-component.js';
import { NotReadyModal } from './NotReadyModal.js';

/** Any modal the app does not have yet. */
export default function PendingModal({ onClose }: ModalComponentProps) {
  const { t } = useTranslation();
  return (
    <NotReadyModal
      title={t('modals.notReady')}
      message={t('routes.comingSoonHint')}
      onClose={onClose}
    />
  );
}

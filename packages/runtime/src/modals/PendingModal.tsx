import { useTranslation } from 'react-i18next';
import type { ModalComponentProps } from '@wl/features';
import { NotReadyModal } from '@wl/widgets';

/** A modal id that no feature has a component for yet. */
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

import { useTranslation } from 'react-i18next';
import { NotReadyModal } from '@wl/widgets';
import type { ModalComponentProps } from '../../define-feature.js';

/** The register window (being built; until then it says so). docs/product/accounts.md */
export default function RegisterModal({ onClose }: ModalComponentProps<'register'>) {
  const { t } = useTranslation();
  return (
    <NotReadyModal
      title={t('modals.register.title')}
      message={t('modals.register.notReady')}
      onClose={onClose}
    />
  );
}

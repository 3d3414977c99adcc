import { useTranslation } from 'react-i18next';
import { useFeatureVisible, useModalStore } from '@wl/core';
import { ModalFrame } from '@wl/widgets';
import type { ModalComponentProps } from '../../define-feature.js';
import { FreePlayButton } from '../free-play/FreePlayButton.js';

/** The login window (its form is being built; free play and forgot password work). docs/product/accounts.md#login */
export default function LoginModal({ onClose }: ModalComponentProps<'login'>) {
  const { t } = useTranslation();
  const canResetPassword = useFeatureVisible('CHNGPASSVERIF3');
  return (
    <ModalFrame title={t('modals.login.title')} onClose={onClose}>
      <p data-placeholder="modal" className="mb-4">
        {t('modals.login.notReady')}
      </p>
      {canResetPassword && (
        <button
          type="button"
          className="btn btn-link btn-sm mb-2 px-0"
          onClick={() => useModalStore.getState().open('forgotPassword')}
        >
          {t('password.forgot.link')}
        </button>
      )}
      <FreePlayButton />
    </ModalFrame>
  );
}

import { useTranslation } from 'react-i18next';
import { useFeatureVisible, useModalStore } from '@wl/core';
import { Dialog } from '@wl/widgets';
import type { ModalComponentProps } from '../../define-feature.js';

/**
 * What a trial account sees before a member feature (docs/product/accounts.md#trial-users):
 * "Please Register An Account First", with the way to register when registration is offered.
 */
export default function RegisterFirstModal({ onClose }: ModalComponentProps<'registerFirst'>) {
  const { t } = useTranslation();
  const canRegister = useFeatureVisible('REG3');
  return (
    <Dialog title={t('trial.title')} onClose={onClose}>
      <p>{t('errors.registerFirst')}</p>
      <div className="modal-action">
        {canRegister && (
          <button
            type="button"
            className="btn btn-primary"
            onClick={() => {
              onClose();
              useModalStore.getState().open('register');
            }}
          >
            {t('trial.register')}
          </button>
        )}
        <button type="button" className="btn" onClick={onClose}>
          {t('common.close')}
        </button>
      </div>
    </Dialog>
  );
}

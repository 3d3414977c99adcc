import { useTranslation } from 'react-i18next';
import { Dialog } from '@wl/widgets';

/** The warning that the affiliate (invitation) code is unknown (docs/product/accounts.md#register-flow). */
export function InvitationCodeDialog({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation();
  return (
    <Dialog title={t('register.invitationTitle')} onClose={onClose}>
      <p>{t('validation.invitationCode')}</p>
      <div className="modal-action">
        <button type="button" className="btn btn-primary" autoFocus onClick={onClose}>
          {t('register.ok')}
        </button>
      </div>
    </Dialog>
  );
}

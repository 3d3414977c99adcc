import { useTranslation } from 'react-i18next';
import { Dialog } from '@wl/widgets';
import type { ModalComponentProps } from '../define-feature.js';
import { TransferForm } from './TransferForm.js';

/** A transfer to the downline chosen in the team list. */
export default function DownlineTransferModal({
  props,
  onClose,
}: ModalComponentProps<'downlineTransfer'>) {
  const { t } = useTranslation();
  return (
    <Dialog title={t('team.transferForm.titleTo', { name: props.downline })} onClose={onClose}>
      <TransferForm downline={props.downline} />
    </Dialog>
  );
}

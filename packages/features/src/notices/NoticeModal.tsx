import { useTranslation } from 'react-i18next';
import { MessageDialog } from '@wl/widgets';
import type { ModalComponentProps } from '../define-feature.js';

/** The `notice` modal: the shared one-button message dialog, its texts given as dictionary keys. */
export default function NoticeModal({ props, onClose }: ModalComponentProps<'notice'>) {
  const { t } = useTranslation();
  return (
    <MessageDialog
      tone={props.tone}
      message={props.message ?? t(props.messageKey)}
      confirmLabel={t(props.confirmKey ?? 'common.confirm')}
      onClose={onClose}
    />
  );
}

import { useTranslation } from 'react-i18next';
import { ModalFrame } from '@wl/widgets';
import type { ModalComponentProps } from '../define-feature.js';

/** A message and one confirm button; the title says whether it informs or warns. */
export default function NoticeModal({ props, onClose }: ModalComponentProps<'notice'>) {
  const { t } = useTranslation();
  return (
    <ModalFrame title={t(`notice.${props.tone}`)} onClose={onClose}>
      <p>{props.message ?? t(props.messageKey)}</p>
      <div className="modal-action">
        <button type="button" className="btn btn-primary" onClick={onClose} autoFocus>
          {t(props.confirmKey ?? 'common.confirm')}
        </button>
      </div>
    </ModalFrame>
  );
}

import { useTranslation } from 'react-i18next';
import { Dialog } from '@wl/widgets';

interface RecordDetailProps {
  title: string;
  fields: readonly { label: string; value: string }[];
  onClose: () => void;
}

/** One record's detail in a dialog. docs/product/member.md#transaction-detail */
export function RecordDetail({ title, fields, onClose }: RecordDetailProps) {
  const { t } = useTranslation();
  return (
    <Dialog title={title} onClose={onClose}>
      <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-2">
        {fields.map((field) => (
          <div key={field.label} className="contents">
            <dt className="opacity-80">{field.label}</dt>
            <dd className="break-all">{field.value}</dd>
          </div>
        ))}
      </dl>
      <div className="modal-action">
        <button type="button" className="btn" onClick={onClose}>
          {t('common.close')}
        </button>
      </div>
    </Dialog>
  );
}

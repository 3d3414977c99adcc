import { DetailList, InfoDialog, type Detail } from '@wl/widgets';

interface RecordDetailProps {
  title: string;
  fields: readonly Detail[];
  onClose: () => void;
}

/** One record's detail in a dialog. docs/product/member.md#transaction-detail */
export function RecordDetail({ title, fields, onClose }: RecordDetailProps) {
  return (
    <InfoDialog title={title} onClose={onClose}>
      <DetailList items={fields} />
    </InfoDialog>
  );
}

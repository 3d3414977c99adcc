import { useTranslation } from 'react-i18next';
import { TransferForm } from './TransferForm.js';

/** Transfer to any account of the agent's team (docs/product/agent.md#transfer-to-a-downline). */
export function TransferPage() {
  const { t } = useTranslation();
  return (
    <div>
      <p className="mb-4 text-sm">{t('team.transferForm.explain')}</p>
      <TransferForm />
    </div>
  );
}

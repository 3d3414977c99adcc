import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { paths } from '@wl/paths';

/**
 * What stops a withdrawal before it can be asked for: no bound bank card, or no payment password
 * where the merchant uses one; both are set in the security centre. docs/product/member.md#withdrawal
 */
export function SecurityFirst({ missing }: { missing: 'card' | 'paymentPassword' }) {
  const { t } = useTranslation();
  return (
    <div role="status" className="alert flex flex-col items-start gap-3 text-sm">
      <span>
        {missing === 'card' ? t('wallet.withdraw.noCard') : t('wallet.withdraw.noPaymentPassword')}
      </span>
      <Link className="btn btn-primary btn-sm" to={paths.member({ page: 'securityCenter' })}>
        {missing === 'card' ? t('wallet.withdraw.bindCard') : t('wallet.withdraw.setPassword')}
      </Link>
    </div>
  );
}

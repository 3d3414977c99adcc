import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router-dom';
import { paths } from '@wl/paths';

/**
 * What stops a withdrawal before it can be asked for: no bound bank card, or no payment password
 * where the merchant uses one; both are set in the security centre. docs/product/member.md#withdrawal
 */
export function SecurityFirst({ missing }: { missing: 'card' | 'paymentPassword' }) {
  const { t } = useTranslation();
  // In the agent centre the security centre (a member-centre page) opens beside it, in a new tab,
  // so the agent stays in its portal (docs/product/agent.md#agent-centre-menu).
  const inAgentCentre = useLocation().pathname === paths.agentHome();
  return (
    <div role="status" className="alert flex flex-col items-start gap-3 text-sm">
      <span>
        {missing === 'card' ? t('wallet.withdraw.noCard') : t('wallet.withdraw.noPaymentPassword')}
      </span>
      {inAgentCentre && <span>{t('wallet.withdraw.opensBeside')}</span>}
      <Link
        className="btn btn-primary btn-sm"
        to={paths.member({ page: 'securityCenter' })}
        {...(inAgentCentre ? { target: '_blank', rel: 'noopener' } : {})}
      >
        {missing === 'card' ? t('wallet.withdraw.bindCard') : t('wallet.withdraw.setPassword')}
      </Link>
    </div>
  );
}

import { useTranslation } from 'react-i18next';
import { isExternalHref } from '@wl/paths';
import { useMemberInfo, useTenant, type MemberLabel } from '@wl/core';
import { COMPACT_BUTTON, HeaderIcon, HeaderLabel } from './header-icons.js';

/** The member label that asks for a bank card: type 6 named TWD. docs/product/routes.md#header */
const BIND_CARD_LABEL: Readonly<MemberLabel> = { labelType: 6, labelName: 'TWD' };

function needsBankCard(labels: readonly MemberLabel[]): boolean {
  return labels.some(
    (label) =>
      label.labelType === BIND_CARD_LABEL.labelType &&
      label.labelName === BIND_CARD_LABEL.labelName,
  );
}

/** The bind-bank-card button: opens the tenant's external payout verification page. */
export function BindBankCardLink() {
  const { t } = useTranslation();
  const url = useTenant().payoutVerificationUrl;
  const member = useMemberInfo();
  if (url === undefined || !isExternalHref(url) || !member || !needsBankCard(member.memberLabel))
    return null;
  return (
    <a
      href={url}
      target="_blank"
      rel="noopener noreferrer"
      className={`btn btn-warning ${COMPACT_BUTTON}`}
      title={t('header.bindBankCard')}
    >
      <HeaderIcon name="card" />
      <HeaderLabel>{t('header.bindBankCard')}</HeaderLabel>
    </a>
  );
}

import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { useModalStore } from '@wl/core';
import { MainScreen, type WidgetProps } from '@wl/widgets';
import type { MemberCenterSettings } from './settings.gen.js';

/** Member-centre pages whose body is built: the security centre's change of password. */
function SecurityCenter() {
  const { t } = useTranslation();
  return (
    <button
      type="button"
      className="btn btn-primary"
      onClick={() => useModalStore.getState().open('changePassword')}
    >
      {t('password.change.open')}
    </button>
  );
}

/**
 * The member centre: account, wallet and records, one page at a time (/member?page=<name>). The
 * security centre offers the change of password (docs/product/accounts.md#change-password); the
 * other pages are being built and say so.
 */
export default function MemberCenter({ settings }: WidgetProps<MemberCenterSettings>) {
  const { t } = useTranslation();
  const [search] = useSearchParams();
  return (
    <MainScreen widget="member-center" title={t(settings.titleKey)}>
      {search.get('page') === 'securityCenter' ? <SecurityCenter /> : undefined}
    </MainScreen>
  );
}

import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { paths } from '@wl/paths';
import { prefetchModal, useFeatureVisible, useSessionStore } from '@wl/core';
import { MemberMenu } from './MemberMenu.js';

/** The login window's code is fetched on hover or focus, so it opens at once on the click. */
const prefetchLogin = (): void => prefetchModal('login');

/**
 * The `member-menu` block: the member menu for a signed-in account; log in and (while
 * registration, REG3, is on) register for a visitor.
 */
export function AccountBlock() {
  const { t } = useTranslation();
  const isLogin = useSessionStore((state) => state.isLogin);
  const canRegister = useFeatureVisible('REG3');
  if (isLogin) return <MemberMenu />;
  return (
    <>
      <Link
        to={paths.login()}
        className="btn btn-xs btn-primary sm:btn-sm"
        onPointerEnter={prefetchLogin}
        onFocus={prefetchLogin}
      >
        {t('header.login')}
      </Link>
      {canRegister && (
        <Link to={paths.register()} className="btn btn-xs btn-outline sm:btn-sm">
          {t('header.register')}
        </Link>
      )}
    </>
  );
}

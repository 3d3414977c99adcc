import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { paths } from '@wl/paths';
import {
  prefetchModal,
  useFeatureVisible,
  useGameMenus,
  useSessionStore,
  useTenant,
} from '@wl/core';
import type { WidgetProps } from '../define-widget.js';
import type { HeaderSettings } from './settings.gen.js';
import { tenantAssetUrl } from '../shared/tenant-asset-url.js';
import { LanguageSelector } from './LanguageSelector.js';
import { BindBankCardLink } from './BindBankCardLink.js';
import { GameNav } from './GameNav.js';
import { HeaderBalance } from './HeaderBalance.js';
import { COMPACT_BUTTON, HeaderIcon, HeaderLabel } from './header-icons.js';
import { InboxLink } from './InboxLink.js';
import { MemberMenu } from './MemberMenu.js';
import { memberPath } from './member-links.js';
import { navEntries } from './nav-entries.js';

/** The login window's code is fetched on hover or focus, so it opens at once on the click. */
const prefetchLogin = (): void => prefetchModal('login');

/**
 * Site header: logo, game navigation, account shortcuts and language selector
 * (docs/product/routes.md#header). On phones the shortcuts are icons with their words kept for
 * assistive technology, the balance moves into the member menu and the language selector narrows,
 * so the bar fits a 320 px screen (docs/product/routes.md#header-on-phones).
 */
export default function Header({ settings }: WidgetProps<HeaderSettings>) {
  const { t } = useTranslation();
  const tenant = useTenant();
  const isLogin = useSessionStore((state) => state.isLogin);
  const isAgent = useSessionStore((state) => state.isAgent);
  const canRegister = useFeatureVisible('REG3');
  const { data: menus } = useGameMenus();
  const entries = navEntries(tenant.menu.header, menus);

  return (
    <header
      data-widget="header"
      className={`${settings.sticky ? 'sticky top-0' : 'relative'} z-30 bg-base-100 text-base-content shadow`}
    >
      <div className="mx-auto flex h-14 max-w-7xl items-center gap-2 px-2 sm:px-4">
        <Link to={paths.home()} className="min-w-0 shrink" aria-label={tenant.displayName}>
          <img
            src={tenantAssetUrl(tenant.theme.logo)}
            alt={tenant.displayName}
            className="h-8 w-auto max-w-full object-contain object-left rtl:object-right sm:h-10"
          />
        </Link>
        <div className="ms-auto flex shrink-0 flex-nowrap items-center justify-end gap-1 sm:gap-2">
          {isLogin ? (
            <>
              <HeaderBalance place="bar" />
              <Link
                to={memberPath('deposit')}
                className={`btn btn-primary ${COMPACT_BUTTON}`}
                title={t('header.deposit')}
              >
                <HeaderIcon name="deposit" />
                <HeaderLabel>{t('header.deposit')}</HeaderLabel>
              </Link>
              <Link
                to={memberPath('withdraw')}
                className={`btn btn-outline ${COMPACT_BUTTON}`}
                title={t('header.withdraw')}
              >
                <HeaderIcon name="withdraw" />
                <HeaderLabel>{t('header.withdraw')}</HeaderLabel>
              </Link>
              <BindBankCardLink />
              {isAgent && (
                <Link
                  to={paths.agentHome()}
                  className={`btn btn-ghost ${COMPACT_BUTTON}`}
                  title={t('header.agent')}
                >
                  <HeaderIcon name="agent" />
                  <HeaderLabel>{t('header.agent')}</HeaderLabel>
                </Link>
              )}
              <InboxLink />
              <MemberMenu />
            </>
          ) : (
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
          )}
          {settings.showLanguageSelector && <LanguageSelector />}
        </div>
      </div>
      <GameNav entries={entries} />
    </header>
  );
}

import { useTranslation } from 'react-i18next';
import { useGameMenus, useMerchantWallet } from '@wl/core';
import { InlineLoader, MainScreen, type WidgetProps } from '@wl/widgets';
import { SeamlessVendors } from './SeamlessVendors.js';
import type { SeamlessSettings } from './settings.gen.js';

/**
 * The seamless games: on a single-wallet site every vendor plays from the main wallet, so the
 * page lists them by category and a click launches at once, with no transfer step. A site with a
 * wallet per vendor says it has none. docs/product/games.md#seamless-games
 */
export default function Seamless({ settings }: WidgetProps<SeamlessSettings>) {
  const { t } = useTranslation();
  const wallet = useMerchantWallet();
  const menus = useGameMenus();
  const single = wallet.data?.isSingle === true;
  const failed = wallet.error !== undefined || (single && menus.error !== undefined);
  return (
    <MainScreen widget="seamless" title={t(settings.titleKey)}>
      {failed ? (
        <p role="alert">{t('seamless.loadError')}</p>
      ) : !wallet.data || (single && !menus.data) ? (
        <InlineLoader />
      ) : !single ? (
        <p className="opacity-80">{t('seamless.notSingle')}</p>
      ) : (
        <SeamlessVendors categories={menus.data ?? []} />
      )}
    </MainScreen>
  );
}

import { useTranslation } from 'react-i18next';
import { useGameVendors, useLaunchGame } from '@wl/core';
import { InlineLoader, MainScreen, RetryAlert, VendorCards, type WidgetProps } from '@wl/widgets';
import type { GameCenterSettings } from './settings.gen.js';

/**
 * The game centre of one category: its vendors as cards; opening one launches it (its game, or
 * the popup list of its games). docs/product/games.md#game-types
 */
export default function GameCenter({ settings }: WidgetProps<GameCenterSettings>) {
  const { t } = useTranslation();
  const { vendors, isLoading, error, retry } = useGameVendors(settings.gameType);
  const launch = useLaunchGame();
  return (
    <MainScreen widget="game-center" title={t(`nav.${settings.gameType}`)}>
      <h2 className="sr-only">{t('games.vendors.title')}</h2>
      {error ? (
        <RetryAlert message={t('games.loadError')} onRetry={() => void retry()} />
      ) : isLoading ? (
        <InlineLoader />
      ) : vendors.length === 0 ? (
        <p className="opacity-80">{t('games.vendors.empty')}</p>
      ) : (
        <VendorCards vendors={vendors} onOpen={(vendor) => void launch(vendor)} />
      )}
    </MainScreen>
  );
}

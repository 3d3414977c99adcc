import { useState, type ReactNode } from 'react';
import type { GameRecord, GameType } from '@wl/core';
import { useTranslation } from 'react-i18next';
import { useFeatureVisible, useModalStore, useSessionStore } from '@wl/core';
import { FavouriteGames } from './FavouriteGames.js';
import { HotGames } from './HotGames.js';
import { RecentGames } from './RecentGames.js';

type Tab = 'all' | 'favourites' | 'recent' | 'hot';

interface GameTabsProps {
  gameType: GameType;
  /** The "all games" list of the screen. */
  all: ReactNode;
  onPlay: (game: GameRecord) => void;
}

/**
 * The lists of a game screen: all games, favourites, recently played and hot games; each of the
 * last three only with its module on. Favourites and recent need a signed-in member.
 */
export function GameTabs({ gameType, all, onPlay }: GameTabsProps) {
  const { t } = useTranslation();
  const [tab, setTab] = useState<Tab>('all');
  const isLogin = useSessionStore((state) => state.isLogin);
  const openModal = useModalStore((state) => state.open);
  const visible: Record<Tab, boolean> = {
    all: true,
    favourites: useFeatureVisible('GAMELOFAV3'),
    recent: useFeatureVisible('GAMELOREC3'),
    hot: useFeatureVisible('GAMELOHOT3'),
  };
  const tabs = (['all', 'favourites', 'recent', 'hot'] as const).filter((name) => visible[name]);
  const needsLogin = (tab === 'favourites' || tab === 'recent') && !isLogin;
  return (
    <div>
      <div role="group" aria-label={t('games.tabs.label')} className="mb-4 flex flex-wrap gap-2">
        {tabs.map((name) => (
          <button
            key={name}
            type="button"
            className={`btn btn-sm ${tab === name ? 'btn-primary' : 'btn-ghost'}`}
            aria-pressed={tab === name}
            onClick={() => setTab(name)}
          >
            {t(`games.tabs.${name}`)}
          </button>
        ))}
      </div>
      {needsLogin ? (
        <div className="flex flex-col items-start gap-3 py-6">
          <p>{t('games.signInForList')}</p>
          <button
            type="button"
            className="btn btn-primary btn-sm"
            onClick={() => openModal('login')}
          >
            {t('header.login')}
          </button>
        </div>
      ) : tab === 'favourites' ? (
        <FavouriteGames gameType={gameType} onPlay={onPlay} />
      ) : tab === 'recent' ? (
        <RecentGames gameType={gameType} onPlay={onPlay} />
      ) : tab === 'hot' ? (
        <HotGames onPlay={onPlay} />
      ) : (
        all
      )}
    </div>
  );
}

import { useState, type ReactNode } from 'react';
import type { GameRecord, GameType } from '@wl/core';
import { useTranslation } from 'react-i18next';
import { useFeatureVisible, useModalStore, useSessionStore } from '@wl/core';
import { FavouriteGames } from './FavouriteGames.js';
import { HotGames } from './HotGames.js';
import { GAME_TABS, GameTabsView, type GameTab } from './GameTabsView.js';
import { RecentGames } from './RecentGames.js';

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
  const [tab, setTab] = useState<GameTab>('all');
  const isLogin = useSessionStore((state) => state.isLogin);
  const openModal = useModalStore((state) => state.open);
  const visible: Record<GameTab, boolean> = {
    all: true,
    favourites: useFeatureVisible(GAME_TABS[1].module),
    recent: useFeatureVisible(GAME_TABS[2].module),
    hot: useFeatureVisible(GAME_TABS[3].module),
  };
  const tabs = GAME_TABS.map(({ name }) => name).filter((name) => visible[name]);
  const needsLogin = (tab === 'favourites' || tab === 'recent') && !isLogin;
  return (
    <GameTabsView
      label={t('games.tabs.label')}
      tabs={tabs.map((name) => ({ name, title: t(`games.tabs.${name}`) }))}
      current={tab}
      onTab={setTab}
    >
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
    </GameTabsView>
  );
}

import { useSearchParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { useGameVendors, useLaunchGame, type GameRecord } from '@wl/core';
import { MainScreen, type WidgetProps } from '@wl/widgets';
import { AllGames } from '../../components/AllGames.js';
import { GameTabs } from '../../components/GameTabs.js';
import { PvpRooms } from '../../components/PvpRooms.js';
import type { GameListSettings } from './settings.gen.js';

/**
 * The game list of one category: every game with paging, search and the vendor filter (which
 * starts from ?vassalage=, as a slot vendor's launch asks), favourites, recent and hot games;
 * card games add the room list of the chosen vendor. docs/product/games.md#game-list
 */
export default function GameList({ settings }: WidgetProps<GameListSettings>) {
  const { t } = useTranslation();
  const { gameType } = settings;
  const [params, setParams] = useSearchParams();
  const { vendors } = useGameVendors(gameType);
  const asked = params.get('vassalage') ?? undefined;
  const vassalage = vendors.some((vendor) => vendor.vassalage === asked) ? asked : undefined;
  const launch = useLaunchGame();
  const play = (game: GameRecord) => void launch(game);
  const chooseVendor = (next: string | undefined) =>
    setParams(next ? { vassalage: next } : {}, { replace: true });
  return (
    <MainScreen widget="game-list" title={t(`nav.${gameType}`)}>
      <GameTabs
        gameType={gameType}
        onPlay={play}
        all={
          <AllGames
            key={vassalage ?? ''}
            gameType={gameType}
            vendors={vendors}
            vassalage={vassalage}
            onVendor={chooseVendor}
            onPlay={play}
          />
        }
      />
      {gameType === 'PVP' && (
        <PvpRooms
          vassalage={vassalage}
          onJoin={(room) => void launch({ ...room, gameType: 'PVP', isGame: 'GAME' })}
        />
      )}
    </MainScreen>
  );
}

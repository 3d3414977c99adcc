import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import type { PrizeMode } from '@wl/core';
import { useFeatureVisible } from '@wl/core';
import { InlineLoader, MainScreen, type WidgetProps } from '@wl/widgets';
import { useLotteryMenu } from '../../hooks/use-lottery-menu.js';
import { LOTTERY_VARIANTS } from '../../lottery-variants.js';
import { selectLottery, type LotteryPick } from '../../selection.js';
import { DrawResults } from './DrawResults.js';
import { GamePanel } from './GamePanel.js';
import { LatestResults } from './LatestResults.js';
import { Leaderboard } from './Leaderboard.js';
import { LotteryLayout } from './LotteryLayout.js';
import { Missions } from './Missions.js';
import { PrizeModeMenu } from './PrizeModeMenu.js';
import { RecentGames } from './RecentGames.js';
import type { LotterySettings } from './settings.gen.js';

/**
 * A lottery screen (docs/product/games.md#lottery-screens): prize mode tabs with their games, the
 * chosen game (from ?gameCode=) with its next draw and the buttons opening its betting view or the
 * lobby, recent results, and the lottery missions with their leaderboard.
 */
export default function Lottery({ settings }: WidgetProps<LotterySettings>) {
  const { t } = useTranslation();
  const rules = LOTTERY_VARIANTS[settings.variant];
  const [params, setParams] = useSearchParams();
  const [pick, setPick] = useState<LotteryPick>({});
  const missionsOn = useFeatureVisible('REWCEN3');
  const { menus, isLoading, failed } = useLotteryMenu(rules);
  const asked = params.get('gameCode') ?? undefined;
  const selection = selectLottery(menus, {
    prizeMode: pick.prizeMode,
    gameCode: pick.gameCode ?? asked,
  });
  const title = t(`lottery.title.${settings.variant}`);

  const chooseGame = (prizeMode: PrizeMode, gameCode: string) => {
    setPick({ prizeMode, gameCode });
    setParams({ gameCode }, { replace: true });
  };
  const chooseMode = (prizeMode: PrizeMode) => {
    setPick({ prizeMode, gameCode: undefined });
    setParams({}, { replace: true });
  };

  let body;
  // The whole menu at once, a screen high until then: no tab row that grows, no footer pushed
  // down while the visitor looks (docs/performance.md).
  if (isLoading)
    body = (
      <div className="min-h-screen">
        <InlineLoader />
      </div>
    );
  else if (!selection)
    body = (
      <p role={failed ? 'alert' : undefined}>
        {t(failed ? 'lottery.loadFailed' : 'lottery.noGames')}
      </p>
    );
  else
    body = (
      <LotteryLayout
        menu={
          <>
            <PrizeModeMenu
              menus={menus}
              prizeMode={selection.prizeMode}
              gameCode={selection.game?.gameCode}
              onPrizeMode={chooseMode}
              onGame={chooseGame}
            />
            {rules.menu === 'vn' && (
              <RecentGames prizeMode={selection.prizeMode} onGame={chooseGame} />
            )}
          </>
        }
        panel={
          <GamePanel area={rules.area} prizeMode={selection.prizeMode} game={selection.game} />
        }
        resultsTitle={t('lottery.results')}
        results={
          rules.menu === 'vn' && selection.game ? (
            <DrawResults gameCode={selection.game.gameCode} />
          ) : (
            <LatestResults prizeMode={selection.prizeMode} gameCode={selection.game?.gameCode} />
          )
        }
        side={
          missionsOn ? (
            <>
              <Missions />
              <Leaderboard />
            </>
          ) : undefined
        }
      />
    );
  return (
    <MainScreen widget="lottery" title={title}>
      {body}
    </MainScreen>
  );
}

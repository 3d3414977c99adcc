import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { LotteryGame, PrizeMode } from '@wl/core';
import { formatDateTime, launchLottery, useCurrentLanguage, useLaunchEnvironment } from '@wl/core';
import { GamePanelView } from './GamePanelView.js';

interface GamePanelProps {
  area: 'VN' | 'SEA';
  prizeMode: PrizeMode;
  game: LotteryGame | undefined;
}

/** The chosen game's next draw, and the buttons that open its betting view or the lobby. */
export function GamePanel({ area, prizeMode, game }: GamePanelProps) {
  const { t } = useTranslation();
  const lng = useCurrentLanguage();
  const env = useLaunchEnvironment();
  const [busy, setBusy] = useState(false);
  const open = (view: 'betting' | 'lobby') => {
    setBusy(true);
    void launchLottery(
      { area, prizeMode, view, ...(view === 'betting' && game ? { gameCode: game.gameCode } : {}) },
      { ...env, backUrl: window.location.href },
    ).finally(() => setBusy(false));
  };
  const nextDraw = game?.nextDrawTime ? formatDateTime(game.nextDrawTime, lng, 'short') : null;
  return (
    <GamePanelView
      title={game?.gameName ?? t(`lottery.prizeMode.${prizeMode}`)}
      drawLine={
        game && (nextDraw ? t('lottery.nextDraw', { time: nextDraw }) : t('lottery.noDraw'))
      }
      betLabel={game && t('lottery.bet')}
      lobbyLabel={t('lottery.lobby')}
      busy={busy}
      onOpen={open}
    />
  );
}

import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { LotteryGame, PrizeMode } from '@wl/core';
import { formatDateTime, launchLottery, useCurrentLanguage, useLaunchEnvironment } from '@wl/core';

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
    <div className="flex flex-wrap items-center justify-between gap-4">
      <div>
        <h2 className="text-xl font-semibold">
          {game?.gameName ?? t(`lottery.prizeMode.${prizeMode}`)}
        </h2>
        {game && (
          <p className="text-sm opacity-80">
            {nextDraw ? t('lottery.nextDraw', { time: nextDraw }) : t('lottery.noDraw')}
          </p>
        )}
      </div>
      <div className="flex gap-2">
        {game && (
          <button
            type="button"
            className="btn btn-primary"
            disabled={busy}
            onClick={() => open('betting')}
          >
            {t('lottery.bet')}
          </button>
        )}
        <button
          type="button"
          className="btn btn-outline"
          disabled={busy}
          onClick={() => open('lobby')}
        >
          {t('lottery.lobby')}
        </button>
      </div>
    </div>
  );
}

import { useTranslation } from 'react-i18next';
import { useMoney, useRankList } from '@wl/core';
import type { WidgetProps } from '@wl/widgets';
import { LazyImage } from '@wl/widgets';
import type { WinnerBoardSettings } from './settings.gen.js';

/** The biggest recent wins, in rank order. docs/product/games.md#winner-board */
export default function WinnerBoard({ settings, sectionId }: WidgetProps<WinnerBoardSettings>) {
  const { t } = useTranslation();
  const { data, error } = useRankList({
    gameCategory: settings.gameCategory,
    limitNum: settings.limit,
  });
  const { formatBackend } = useMoney();
  const headingId = `${sectionId}-winners`;
  return (
    <section
      data-widget="winner-board"
      aria-labelledby={headingId}
      className="mx-auto w-full max-w-7xl px-4 py-6"
    >
      <h2 id={headingId} className="mb-3 text-xl font-bold">
        {t('games.winners.title')}
      </h2>
      {error ? (
        <p role="alert">{t('games.loadError')}</p>
      ) : data && data.length === 0 ? (
        <p className="opacity-80">{t('games.winners.empty')}</p>
      ) : (
        <ol className="flex flex-col gap-2">
          {(data ?? []).map((win, index) => (
            <li
              key={`${String(index)}-${win.customerName}`}
              className="flex items-center gap-3 rounded-box bg-base-100 p-2"
            >
              <span className="w-6 text-end font-bold">{index + 1}</span>
              <LazyImage src={win.iconUrl} alt="" width={40} height={40} className="w-10 rounded" />
              <span>
                {t('games.winners.entry', {
                  name: win.customerName,
                  amount: formatBackend(win.winAmount),
                  game: win.gameName,
                })}
              </span>
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}

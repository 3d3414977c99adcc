import { useTranslation } from 'react-i18next';
import { useMoney, useRankList } from '@wl/core';
import type { WidgetProps } from '@wl/widgets';
import { LazyImage } from '@wl/widgets';
import type { WinnerBoardSettings } from './settings.gen.js';

/**
 * The biggest recent wins, in rank order, as a list or a one-line ticker that keeps its height.
 * docs/product/games.md#winner-board
 */
export default function WinnerBoard({ settings, sectionId }: WidgetProps<WinnerBoardSettings>) {
  const { t } = useTranslation();
  const { data, error } = useRankList({
    gameCategory: settings.gameCategory,
    limitNum: settings.limit,
  });
  const { formatBackend } = useMoney();
  const headingId = `${sectionId}-winners`;
  const wins = data ?? [];
  if (settings.layout === 'ticker') {
    return (
      <section
        data-widget="winner-board"
        aria-labelledby={headingId}
        className="mx-auto flex h-11 w-full max-w-7xl items-center gap-3 px-4"
      >
        <h2 id={headingId} className="shrink-0 text-sm font-bold">
          {t('games.winners.ticker')}
        </h2>
        {error ? (
          <p role="alert" className="truncate text-sm">
            {t('games.loadError')}
          </p>
        ) : (
          <ol className="flex min-w-0 flex-1 gap-6 overflow-hidden whitespace-nowrap text-sm">
            {wins.map((win, index) => (
              <li key={`${String(index)}-${win.customerName}`}>
                {t('games.winners.entry', {
                  name: win.customerName,
                  amount: formatBackend(win.winAmount),
                  game: win.gameName,
                })}
              </li>
            ))}
          </ol>
        )}
      </section>
    );
  }
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
          {wins.map((win, index) => (
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

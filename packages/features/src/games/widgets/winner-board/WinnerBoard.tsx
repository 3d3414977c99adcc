import { useTranslation } from 'react-i18next';
import { useMoney, useRankList } from '@wl/core';
import type { WidgetProps } from '@wl/widgets';
import { LazyImage } from '@wl/widgets';
import type { WinnerBoardSettings } from './settings.gen.js';

/** The classes of each layout's parts: a list, or a one-line ticker that keeps its height. */
const LAYOUTS = {
  list: {
    section: 'mx-auto w-full max-w-7xl px-4 py-6',
    heading: 'mb-3 text-xl font-bold',
    titleKey: 'games.winners.title',
    alert: undefined,
    list: 'flex flex-col gap-2',
    item: 'flex items-center gap-3 rounded-box bg-base-100 p-2',
  },
  ticker: {
    section: 'mx-auto flex h-11 w-full max-w-7xl items-center gap-3 px-4',
    heading: 'shrink-0 text-sm font-bold',
    titleKey: 'games.winners.ticker',
    alert: 'truncate text-sm',
    list: 'flex min-w-0 flex-1 gap-6 overflow-hidden whitespace-nowrap text-sm',
    item: undefined,
  },
} as const;

/**
 * The biggest recent wins, in rank order, as a list (with rank and game picture, or a word when
 * there are none) or a one-line ticker that keeps its height. docs/product/games.md#winner-board
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
  const ticker = settings.layout === 'ticker';
  const layout = LAYOUTS[ticker ? 'ticker' : 'list'];
  const entry = (win: (typeof wins)[number]) =>
    t('games.winners.entry', {
      name: win.customerName,
      amount: formatBackend(win.winAmount),
      game: win.gameName,
    });
  return (
    <section data-widget="winner-board" aria-labelledby={headingId} className={layout.section}>
      <h2 id={headingId} className={layout.heading}>
        {t(layout.titleKey)}
      </h2>
      {error ? (
        <p role="alert" className={layout.alert}>
          {t('games.loadError')}
        </p>
      ) : !ticker && data && data.length === 0 ? (
        <p className="opacity-80">{t('games.winners.empty')}</p>
      ) : (
        <ol className={layout.list}>
          {wins.map((win, index) => (
            <li key={`${String(index)}-${win.customerName}`} className={layout.item}>
              {ticker ? (
                entry(win)
              ) : (
                <>
                  <span className="w-6 text-end font-bold">{index + 1}</span>
                  <LazyImage
                    src={win.iconUrl}
                    alt=""
                    width={40}
                    height={40}
                    className="w-10 rounded"
                  />
                  <span>{entry(win)}</span>
                </>
              )}
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}

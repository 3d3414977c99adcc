import type { ReactNode } from 'react';

interface LotteryLayoutProps {
  /** The prize mode menu, and on the Vietnamese screen the recent games below it. */
  menu: ReactNode;
  /** The chosen game's panel. */
  panel: ReactNode;
  resultsTitle: string;
  results?: ReactNode;
  /** The missions and their leaderboard, when the tenant has them. */
  side?: ReactNode;
  /** The site server's copy: no ids, which the app's screen beside it carries. */
  drawn?: boolean;
}

/** The lottery screen's columns: the menu, the chosen game with its results, then the missions. */
export function LotteryLayout({
  menu,
  panel,
  resultsTitle,
  results,
  side,
  drawn = false,
}: LotteryLayoutProps) {
  const resultsId = drawn ? undefined : 'lottery-results';
  return (
    <div className="grid gap-6 lg:grid-cols-[18rem_minmax(0,1fr)_18rem]">
      <div className="flex flex-col gap-6">{menu}</div>
      <div className="flex flex-col gap-6">
        {panel}
        <section aria-labelledby={resultsId}>
          <h2 id={resultsId} className="mb-2 font-semibold">
            {resultsTitle}
          </h2>
          {results}
        </section>
      </div>
      {side !== undefined && <div className="flex flex-col gap-6">{side}</div>}
    </div>
  );
}

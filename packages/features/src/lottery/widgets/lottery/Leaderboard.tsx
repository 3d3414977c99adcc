import { useTranslation } from 'react-i18next';
import { useEndpoint, useMoney } from '@wl/core';

/** Rows shown on the mission leaderboard. */
const LEADERBOARD_SIZE = 10;

/** The current mission's leaderboard: rank, player (masked), score and reward. */
export function Leaderboard() {
  const { t } = useTranslation();
  const money = useMoney();
  const { data } = useEndpoint('lottery.missionLeaderboard', {
    query: { limit: LEADERBOARD_SIZE },
  });
  if (!data || data.length === 0) return null;
  return (
    <section aria-labelledby="lottery-leaderboard">
      <h2 id="lottery-leaderboard" className="mb-2 font-semibold">
        {t('lottery.leaderboard')}
      </h2>
      <table className="table table-xs">
        <thead>
          <tr>
            <th scope="col">{t('lottery.rank')}</th>
            <th scope="col">{t('lottery.player')}</th>
            <th scope="col">{t('lottery.score')}</th>
            <th scope="col">{t('lottery.prize')}</th>
          </tr>
        </thead>
        <tbody>
          {data.map((row) => (
            <tr key={row.rank}>
              <td>{row.rank}</td>
              <td>{row.userName}</td>
              <td>{row.score}</td>
              <td>
                {row.reward > 0 ? (
                  money.formatBackend(row.reward)
                ) : (
                  // A row without a prize reads as a dash, not as an amount of nothing.
                  <>
                    <span aria-hidden="true">—</span>
                    <span className="sr-only">{t('lottery.noPrize')}</span>
                  </>
                )}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}

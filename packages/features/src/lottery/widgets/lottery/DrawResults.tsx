import { useTranslation } from 'react-i18next';
import { formatDateTime, useCurrentLanguage, useEndpoint } from '@wl/core';
import { InlineLoader, RetryAlert } from '@wl/widgets';
import { WinningNumbers } from './WinningNumbers.js';

/** Draws shown for a VN game: the latest with every prize tier, then the ones before. */
const DRAWS_SHOWN = 5;

/** The opened numeros of one game, newest first (the VN results call). */
export function DrawResults({ gameCode }: { gameCode: string }) {
  const { t } = useTranslation();
  const lng = useCurrentLanguage();
  const { data, isLoading, error, mutate } = useEndpoint('lottery.vnOpenedNumeros', {
    query: { gameCode, pageNum: 1, pageSize: DRAWS_SHOWN },
  });
  if (isLoading) return <InlineLoader />;
  if (error) return <RetryAlert message={t('lottery.loadFailed')} onRetry={() => void mutate()} />;
  const [latest, ...earlier] = data?.content ?? [];
  if (!latest) return <p>{t('lottery.noResults')}</p>;
  return (
    <div className="flex flex-col gap-4">
      <table className="table table-sm">
        <caption className="text-start font-semibold">
          {t('lottery.issue', { issueNo: latest.issueNo })} ·{' '}
          {formatDateTime(latest.openTime, lng, 'short')}
        </caption>
        <tbody>
          {latest.prizes.length > 0 ? (
            latest.prizes.map((prize) => (
              <tr key={prize.level}>
                <th scope="row">
                  {t(`lottery.level.${prize.level}`, { defaultValue: prize.level })}
                </th>
                <td>
                  <WinningNumbers numbers={prize.numbers} />
                </td>
              </tr>
            ))
          ) : (
            <tr>
              <th scope="row">{t('lottery.winningNumbers')}</th>
              <td>
                <WinningNumbers numbers={latest.winningNumbers} />
              </td>
            </tr>
          )}
        </tbody>
      </table>
      {earlier.length > 0 && (
        <ul className="flex flex-col gap-2" aria-label={t('lottery.earlierDraws')}>
          {earlier.map((numero) => (
            <li key={numero.issueNo} className="flex flex-wrap items-center gap-3">
              <span className="text-sm opacity-80">
                {t('lottery.issue', { issueNo: numero.issueNo })}
              </span>
              <WinningNumbers numbers={numero.winningNumbers} />
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

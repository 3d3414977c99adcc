import { useTranslation } from 'react-i18next';
import type { PrizeMode } from '@wl/core';
import { formatDateTime, useCurrentLanguage, useEndpoint } from '@wl/core';
import { InlineLoader } from '@wl/widgets';
import { WinningNumbers } from './WinningNumbers.js';

/** The latest opened numero of every game of a prize mode. */
export function LatestResults({
  prizeMode,
  gameCode,
}: {
  prizeMode: PrizeMode;
  gameCode?: string | undefined;
}) {
  const { t } = useTranslation();
  const lng = useCurrentLanguage();
  const { data, isLoading, error } = useEndpoint('lottery.openedNumeros', { query: { prizeMode } });
  if (isLoading) return <InlineLoader />;
  if (error) return <p role="alert">{t('lottery.loadFailed')}</p>;
  if (!data || data.length === 0) return <p>{t('lottery.noResults')}</p>;
  return (
    <table className="table table-sm">
      <thead>
        <tr>
          <th scope="col">{t('lottery.game')}</th>
          <th scope="col">{t('lottery.draw')}</th>
          <th scope="col">{t('lottery.winningNumbers')}</th>
        </tr>
      </thead>
      <tbody>
        {data.map((numero) => (
          <tr
            key={numero.gameCode}
            className={numero.gameCode === gameCode ? 'bg-base-200' : undefined}
            aria-current={numero.gameCode === gameCode ? 'true' : undefined}
          >
            <th scope="row">{numero.gameName}</th>
            <td>
              <div>{t('lottery.issue', { issueNo: numero.issueNo })}</div>
              <div className="text-xs opacity-80">
                {formatDateTime(numero.openTime, lng, 'short')}
              </div>
            </td>
            <td>
              <WinningNumbers numbers={numero.winningNumbers} />
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

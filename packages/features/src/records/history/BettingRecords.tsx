import { useTranslation } from 'react-i18next';
import { useEndpoint, type RecordsBetsValue } from '@wl/core';
import { RecordsView } from './RecordsView.js';
import { BET_GAME_TYPES } from './record-labels.js';
import { useRecordFilter, useRecordFormat } from './use-record-filter.js';

type Bet = RecordsBetsValue['content'][number];
type GameType = Bet['gameType'];

/**
 * The betting record (personalHistoryCopy): the member's bets in a day range, by game category,
 * paged, with the stakes, valid bets and win/loss of the whole filter and each bet's detail.
 * docs/product/member.md#records
 */
export default function BettingRecords() {
  const { t } = useTranslation();
  const { money, when } = useRecordFormat();
  const filter = useRecordFilter<GameType>();
  const answer = useEndpoint('records.bets', {
    query: { ...filter.query, ...(filter.kind && { gameType: filter.kind }) },
  });
  const gameType = (value: GameType) => t(`records.bets.gameTypes.${value}`);
  const status = (value: Bet['status']) => t(`records.bets.statuses.${value}`);
  const result = (bet: Bet) =>
    bet.status === 'SETTLED' ? money(bet.winLoss, true) : status(bet.status);

  return (
    <RecordsView<Bet, GameType, RecordsBetsValue>
      page="personalHistoryCopy"
      kindLabel={t('records.bets.category')}
      kinds={BET_GAME_TYPES.map((value) => ({ value, label: gameType(value) }))}
      filter={filter}
      answer={answer}
      totals={({ summary }) => [
        { label: t('records.bets.totalStake'), value: money(summary.betAmount) },
        { label: t('records.bets.totalValid'), value: money(summary.validBet) },
        { label: t('records.bets.totalWinLoss'), value: money(summary.winLoss, true) },
      ]}
      caption={(count) => t('records.bets.caption', { count })}
      columns={[
        { label: t('records.bets.time'), cell: (row) => when(row.time) },
        { label: t('records.bets.game'), cell: (row) => row.gameName },
        { label: t('records.bets.stake'), numeric: true, cell: (row) => money(row.betAmount) },
        { label: t('records.bets.winLoss'), numeric: true, cell: result },
      ]}
      detailTitle={t('records.bets.detailTitle')}
      detail={(row) => [
        { label: t('records.detail.reference'), value: row.id },
        { label: t('records.bets.time'), value: when(row.time) },
        { label: t('records.bets.game'), value: row.gameName },
        { label: t('records.bets.category'), value: gameType(row.gameType) },
        { label: t('records.bets.vendor'), value: row.vassalage },
        { label: t('records.bets.stake'), value: money(row.betAmount) },
        { label: t('records.bets.validBet'), value: money(row.validBet) },
        { label: t('records.bets.payout'), value: money(row.payout) },
        { label: t('records.bets.winLoss'), value: result(row) },
        { label: t('records.bets.status'), value: status(row.status) },
      ]}
    />
  );
}

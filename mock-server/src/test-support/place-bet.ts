import type { BetRecord } from '../state/bets.js';
import type { MerchantState } from '../state/merchant-state.js';

/**
 * Adds a settled bet of `owner` at `at` (whole stake valid) to the merchant's bets, as a game
 * provider would report it; the ledger is not touched (salary bases read the bets).
 */
export function placeBet(
  state: MerchantState,
  bet: { owner: string; at: Date; betAmount: number; payout?: number },
): BetRecord {
  const record: BetRecord = {
    id: `B9${String(state.bets.list.length + 1).padStart(5, '0')}`,
    owner: bet.owner.toLowerCase(),
    time: bet.at.toISOString(),
    gameCategory: 'RNG',
    vassalage: 'PG',
    gameName: 'Mahjong Ways',
    betAmount: bet.betAmount,
    validBet: bet.betAmount,
    payout: bet.payout ?? 0,
    status: 'SETTLED',
  };
  state.bets.list.push(record);
  return record;
}

import { useDeferredValue, useEffect, useMemo, useState } from 'react';
import { useEndpoint, useMerchantWallet, useMoney } from '@wl/core';

/**
 * How long the reward centre waits for its slowest answer before it draws the blocks whose
 * answers are in (docs/performance.md).
 */
export const REWARD_ANSWERS_WAIT_MS = 1500;

/** Every answer the reward centre's blocks draw, grouped by block, and the money formatter. */
function useRewardAnswers() {
  const { formatBackend: amount } = useMoney();
  const wallet = useMerchantWallet();
  const calls = {
    rank: useEndpoint('rewards.playerRankProgress'),
    referral: useEndpoint('rewards.referralDetails'),
    cycle: useEndpoint('rewards.loginPromotion'),
    history: useEndpoint('rewards.loginPromotionHistory'),
    available: useEndpoint('rewards.availablePromotions'),
    claimed: useEndpoint('rewards.claimedPromotions'),
    register: useEndpoint('rewards.registerPromotions'),
    tickets: useEndpoint('rewards.claimTickets'),
    ticketPromotions: useEndpoint('rewards.ticketPromotions'),
    discounts: useEndpoint('rewards.discountTickets'),
    extras: useEndpoint('rewards.extraRewardClaims'),
  };
  const settled = !wallet.isLoading && Object.values(calls).every((call) => !call.isLoading);
  const { rank, referral, cycle, history, available, claimed, register } = calls;
  const { tickets, ticketPromotions, discounts, extras } = calls;
  const rankBlock = useMemo(
    () => ({ amount, rank: rank.data, referral: referral.data }),
    [amount, rank.data, referral.data],
  );
  const loginBlock = useMemo(
    () => ({ amount, cycle: cycle.data, history: history.data }),
    [amount, cycle.data, history.data],
  );
  const promotionBlocks = useMemo(
    () => ({ amount, available: available.data, claimed: claimed.data, register: register.data }),
    [amount, available.data, claimed.data, register.data],
  );
  const ticketBlocks = useMemo(
    () => ({
      amount,
      tickets: tickets.data,
      ticketPromotions: ticketPromotions.data,
      discounts: discounts.data,
      extras: extras.data,
    }),
    [amount, tickets.data, ticketPromotions.data, discounts.data, extras.data],
  );
  const blocks = useMemo(
    () => ({
      rank: rankBlock,
      login: loginBlock,
      promotions: promotionBlocks,
      tickets: ticketBlocks,
    }),
    [rankBlock, loginBlock, promotionBlocks, ticketBlocks],
  );
  return { blocks, settled };
}

export type RewardAnswers = ReturnType<typeof useRewardAnswers>['blocks'];

const noAmount = () => '';

/** What the blocks draw while the answers are awaited: their placeholders. */
const AWAITED: RewardAnswers = {
  rank: { amount: noAmount, rank: undefined, referral: undefined },
  login: { amount: noAmount, cycle: undefined, history: undefined },
  promotions: { amount: noAmount, available: undefined, claimed: undefined, register: undefined },
  tickets: {
    amount: noAmount,
    tickets: undefined,
    ticketPromotions: undefined,
    discounts: undefined,
    extras: undefined,
  },
};

/** True once `ms` have passed since the first render, unless `waiting` turned false before. */
function useWaitOver(waiting: boolean, ms: number) {
  const [over, setOver] = useState(false);
  useEffect(() => {
    if (!waiting) return undefined;
    const timer = setTimeout(() => setOver(true), ms);
    return () => clearTimeout(timer);
  }, [waiting, ms]);
  return over;
}

/**
 * The reward centre's answers as its blocks draw them: placeholders until every answer (and the
 * wallet the amounts are scaled by) has come in or failed, or `REWARD_ANSWERS_WAIT_MS` have
 * passed, then every answer as it is. Each answer's arrival re-renders only the caller; the
 * blocks follow in one deferred render, so the page's style and layout are worked out once for
 * all of them instead of once a block (docs/performance.md).
 */
export function useShownRewardAnswers(): RewardAnswers {
  const { blocks, settled } = useRewardAnswers();
  const [released, setReleased] = useState(false);
  const waitOver = useWaitOver(!released, REWARD_ANSWERS_WAIT_MS);
  const open = released || settled || waitOver;
  // Once drawn, a block follows its answers: a later reload never brings the placeholders back.
  if (open && !released) setReleased(true);
  return useDeferredValue(open ? blocks : AWAITED);
}

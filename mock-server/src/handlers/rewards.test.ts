import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { findAccount } from '../state/accounts.js';
import { reviewTicket } from '../state/rewards.js';
import { createMockTestApp, type MockTestApp } from '../test-support/mock-test-app.js';

let t: MockTestApp;
beforeAll(async () => {
  t = await createMockTestApp({
    tenants: {
      norewards: {
        'tenant.json': {
          merchantCode: 'NOREW01',
          displayName: 'No rewards',
          modules: { REWCEN3: false },
        },
      },
    },
  });
});
afterAll(() => t.close());
beforeEach(() => t.store.resetState());

/** The main wallet balance of a seeded account, as the mock holds it. */
const balanceOf = (username: string): number => {
  const account = findAccount(t.state().accounts, username);
  if (!account) throw new Error(`no account ${username}`);
  return account.balance;
};

describe('rewards.playerRankProgress and rewards.referralDetails', () => {
  it('answers the rank reached, the next one and what is missing', async () => {
    const progress = await t.value('rewards.playerRankProgress', { token: t.login('player.one') });
    expect(progress).toEqual({
      currentRank: 'Silver',
      nextRank: 'Gold',
      progress: expect.closeTo(0.3333, 3),
      depositToNext: 6000000,
      betToNext: 30000000,
    });
    const fresh = await t.value('rewards.playerRankProgress', { token: t.login('player.two') });
    expect(fresh).toMatchObject({ currentRank: 'Bronze', nextRank: 'Silver', progress: 0 });
  });

  it('answers the referral code and what referrals earned', async () => {
    const value = await t.value('rewards.referralDetails', { token: t.login('player.one') });
    expect(value).toMatchObject({ referralCount: 3, totalReward: 150000 });
    expect(value).toHaveProperty('referralCode', expect.any(String));
  });
});

describe('rewards.depositSettings and rewards.withdrawSettings', () => {
  it('answers the limits and the withdrawals left today', async () => {
    const token = t.login('player.one');
    expect(await t.value('rewards.depositSettings', { token })).toEqual({
      minAmount: 50000,
      maxAmount: 500000000,
    });
    expect(await t.value('rewards.withdrawSettings', { token })).toMatchObject({
      minAmount: 100000,
      dailyTimes: 3,
      remainingTimes: 3,
    });
  });
});

describe('issued promotions', () => {
  it('claims an issued promotion once: credited, then listed as claimed', async () => {
    const token = t.login('player.one');
    const before = balanceOf('player.one');
    const available = await t.value<{ promotionId: number }[]>('rewards.availablePromotions', {
      token,
    });
    expect(available.map((p) => p.promotionId)).toEqual([501, 502]);

    const claim = await t.value('rewards.claimIssuedPromotion', {
      token,
      body: { promotionId: 502 },
    });
    expect(claim).toEqual({ promotionId: 502, rewardAmount: 250000, balance: before + 250000 });
    expect(balanceOf('player.one')).toBe(before + 250000);

    const again = await t.call('rewards.claimIssuedPromotion', {
      token,
      body: { promotionId: 502 },
    });
    expect(again.json()).toMatchObject({ success: false, message: 'promotion_already_claimed' });
    const left = await t.value<{ promotionId: number }[]>('rewards.availablePromotions', { token });
    expect(left.map((p) => p.promotionId)).toEqual([501]);
    const claimed = await t.value('rewards.claimedPromotions', { token });
    expect(claimed).toEqual([expect.objectContaining({ promotionId: 502, status: 'CLAIMED' })]);
  });

  it('refuses a promotion not issued to the account', async () => {
    const res = await t.call('rewards.claimIssuedPromotion', {
      token: t.login('player.two'),
      body: { promotionId: 502 },
    });
    expect(res.json()).toMatchObject({ success: false, message: 'promotion_not_found' });
  });

  it('shows the registration promotions to visitors', async () => {
    const list = await t.value<{ title: string }[]>('rewards.registerPromotions');
    expect(list.map((p) => p.title)).toContain('First deposit 100%');
  });
});

describe('daily login reward', () => {
  it('claims today once, then the next day the following reward', async () => {
    const token = t.login('player.one');
    const cycle = await t.value<{ claimableToday: boolean; days: unknown[] }>(
      'rewards.loginPromotion',
      { token },
    );
    expect(cycle).toMatchObject({ claimableToday: true });
    expect(cycle.days).toHaveLength(7);

    const first = await t.value('rewards.claimLoginPromotion', { token, body: {} });
    expect(first).toMatchObject({ day: 1, rewardAmount: 10000 });
    const twice = await t.call('rewards.claimLoginPromotion', { token, body: {} });
    expect(twice.json()).toMatchObject({ message: 'promotion_already_claimed' });
    expect(await t.value('rewards.loginPromotion', { token })).toMatchObject({
      claimableToday: false,
    });

    t.advance(24 * 60 * 60 * 1000);
    const second = await t.value('rewards.claimLoginPromotion', {
      token: t.login('player.one'),
      body: {},
    });
    expect(second).toMatchObject({ day: 2 });
    const history = await t.value<{ day: number }[]>('rewards.loginPromotionHistory', {
      token: t.login('player.one'),
    });
    expect(history.map((h) => h.day)).toEqual([2, 1]);
  });
});

describe('claim tickets', () => {
  it('opens a pending ticket, one per promotion, and cancels it', async () => {
    const token = t.login('player.one');
    const ticket = await t.value<{ ticketId: number; status: string }>('rewards.claimTicket', {
      token,
      body: { promotionId: 701 },
    });
    expect(ticket.status).toBe('PENDING');
    const twice = await t.call('rewards.claimTicket', { token, body: { promotionId: 701 } });
    expect(twice.json()).toMatchObject({ message: 'ticket_already_open' });

    const cancelled = await t.value('rewards.cancelTicket', {
      token,
      body: { ticketId: ticket.ticketId },
    });
    expect(cancelled).toMatchObject({ ticketId: ticket.ticketId, status: 'CANCELLED' });
    const again = await t.call('rewards.cancelTicket', {
      token,
      body: { ticketId: ticket.ticketId },
    });
    expect(again.json()).toMatchObject({ message: 'ticket_not_cancellable' });
    expect(await t.value('rewards.claimTickets', { token })).toEqual([
      expect.objectContaining({ ticketId: ticket.ticketId, status: 'CANCELLED' }),
    ]);
  });

  it('lists the promotions a ticket can be opened for, marking the one already pending', async () => {
    const token = t.login('player.one');
    expect(await t.value('rewards.ticketPromotions', { token })).toEqual([
      { promotionId: 701, title: 'Lucky draw entry', ticketOpen: false },
      { promotionId: 702, title: 'Lost-bet rebate', ticketOpen: false },
    ]);
    const ticket = await t.value<{ ticketId: number }>('rewards.claimTicket', {
      token,
      body: { promotionId: 702 },
    });
    const promotions = await t.value<{ ticketOpen: boolean }[]>('rewards.ticketPromotions', {
      token,
    });
    expect(promotions.map((p) => p.ticketOpen)).toEqual([false, true]);
    const other = await t.value<{ ticketOpen: boolean }[]>('rewards.ticketPromotions', {
      token: t.login('player.two'),
    });
    expect(other.map((p) => p.ticketOpen)).toEqual([false, false]);
    await t.value('rewards.cancelTicket', { token, body: { ticketId: ticket.ticketId } });
    const after = await t.value<{ ticketOpen: boolean }[]>('rewards.ticketPromotions', { token });
    expect(after.map((p) => p.ticketOpen)).toEqual([false, false]);
  });

  it('keeps a reviewed ticket with its decision, no longer cancellable', async () => {
    const token = t.login('player.one');
    const ticket = await t.value<{ ticketId: number }>('rewards.claimTicket', {
      token,
      body: { promotionId: 701 },
    });
    reviewTicket(t.state().rewards, ticket.ticketId, 'APPROVED');
    expect(await t.value('rewards.claimTickets', { token })).toEqual([
      expect.objectContaining({ ticketId: ticket.ticketId, status: 'APPROVED' }),
    ]);
    const cancel = await t.call('rewards.cancelTicket', {
      token,
      body: { ticketId: ticket.ticketId },
    });
    expect(cancel.json()).toMatchObject({ message: 'ticket_not_cancellable' });
    expect(() => reviewTicket(t.state().rewards, ticket.ticketId, 'REJECTED')).toThrow();
  });

  it("does not let an account cancel another account's ticket", async () => {
    const ticket = await t.value<{ ticketId: number }>('rewards.claimTicket', {
      token: t.login('player.one'),
      body: { promotionId: 702 },
    });
    const res = await t.call('rewards.cancelTicket', {
      token: t.login('player.two'),
      body: { ticketId: ticket.ticketId },
    });
    expect(res.json()).toMatchObject({ message: 'ticket_not_found' });
  });
});

describe('discount tickets and extra rewards', () => {
  it("lists the account's own", async () => {
    const one = t.login('player.one');
    expect(await t.value('rewards.discountTickets', { token: one })).toEqual([
      expect.objectContaining({ ticketId: 801, discountRate: 0.1, used: false }),
    ]);
    expect(await t.value('rewards.extraRewardClaims', { token: one })).toEqual([
      expect.objectContaining({ claimId: 901, rewardAmount: 30000 }),
    ]);
    expect(await t.value('rewards.discountTickets', { token: t.login('player.two') })).toEqual([]);
  });
});

describe('gating', () => {
  it('answers 400 function.not.available while REWCEN3 is off, and 401 without a session', async () => {
    const off = await t.call('rewards.availablePromotions', {
      merchant: 'NOREW01',
      token: t.login('player.one', { merchant: 'NOREW01' }),
    });
    expect(off.statusCode).toBe(400);
    expect(off.json()).toMatchObject({ success: false, message: 'function.not.available' });
    expect((await t.call('rewards.claimTickets')).statusCode).toBe(401);
  });
});

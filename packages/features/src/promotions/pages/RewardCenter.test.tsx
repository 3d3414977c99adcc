import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { useModulesStore, type RewardsClaimTicketsValue } from '@wl/core';
import type { FakeAnswers, RecordedRequest } from '@wl/core/testing';
import { demoTenant } from '@wl/widgets/testing';
import { renderFeature } from '../../test-support/index.js';
import RewardCenter from './RewardCenter.js';

const promotion = (promotionId: number, title: string, status: 'AVAILABLE' | 'CLAIMED') => ({
  promotionId,
  title,
  rewardAmount: 100000,
  status,
  endTime: null,
});

function backend() {
  const requests: RecordedRequest[] = [];
  let claimedToday = false;
  let tickets: RewardsClaimTicketsValue = [
    {
      ticketId: 1,
      promotionId: 701,
      title: 'Lucky draw entry',
      status: 'PENDING',
      createdAt: '2030-01-01T00:00:00.000Z',
    },
  ];
  const answers: FakeAnswers = {
    'rewards.playerRankProgress': {
      currentRank: 'Silver',
      nextRank: 'Gold',
      progress: 0.4,
      depositToNext: 6000000,
      betToNext: 30000000,
    },
    'rewards.referralDetails': { referralCode: 'R000001', referralCount: 3, totalReward: 150000 },
    'rewards.loginPromotion': (_request, reply) =>
      reply.value({
        days: [
          { day: 1, rewardAmount: 10000, claimed: claimedToday },
          { day: 2, rewardAmount: 20000, claimed: false },
        ],
        claimableToday: !claimedToday,
      }),
    'rewards.loginPromotionHistory': [],
    'rewards.claimLoginPromotion': (_request, reply) => {
      claimedToday = true;
      return reply.value({ day: 1, rewardAmount: 10000, balance: 510000 });
    },
    'rewards.availablePromotions': [promotion(501, 'Weekend reload bonus', 'AVAILABLE')],
    'rewards.claimedPromotions': [promotion(502, 'Birthday gift', 'CLAIMED')],
    'rewards.registerPromotions': [promotion(601, 'First deposit 100%', 'AVAILABLE')],
    'rewards.claimIssuedPromotion': (_request, reply) => reply.failure('promotion_already_claimed'),
    'rewards.claimTickets': (_request, reply) => reply.value(tickets),
    'rewards.cancelTicket': (request, reply) => {
      requests.push(request);
      tickets = tickets.map((t) => ({ ...t, status: 'CANCELLED' as const }));
      return reply.value(tickets[0]!);
    },
    'rewards.discountTickets': [
      { ticketId: 801, title: 'Deposit fee', discountRate: 0.1, used: false, endTime: null },
    ],
    'rewards.extraRewardClaims': [
      { claimId: 901, title: 'Mission bonus', rewardAmount: 30000, endTime: null },
    ],
  };
  return { requests, answers };
}

async function renderCentre() {
  const { requests, answers } = backend();
  const tenant = demoTenant({ modules: { REWCEN3: true } });
  await renderFeature(<RewardCenter />, { language: 'EN', tenant, answers, token: 'tok' });
  act(() => {
    useModulesStore
      .getState()
      .setFromWhitelabel([{ modId: 'REWCEN3', enabled: '1' }], tenant.modules);
  });
  return requests;
}

describe('RewardCenter', () => {
  it('shows rank progress, referral, promotions and tickets of the account', async () => {
    await renderCentre();
    const rank = await screen.findByRole('progressbar', { name: 'Progress to Gold' });
    expect(rank.getAttribute('value')).toBe('40');
    expect(screen.getByText('R000001')).toBeDefined();
    const claimed = screen.getByRole('region', { name: 'Claimed rewards' });
    expect(await within(claimed).findByText('Birthday gift · 100,000')).toBeDefined();
    const register = screen.getByRole('region', { name: 'Registration promotions' });
    expect(await within(register).findByText('First deposit 100% · 100,000')).toBeDefined();
    expect(await screen.findByText('Deposit fee (10% off) · no end date')).toBeDefined();
    expect(screen.getByText('Mission bonus · 30,000 · no end date')).toBeDefined();
  });

  it("claims today's login reward, which then shows as claimed", async () => {
    await renderCentre();
    await userEvent.click(await screen.findByRole('button', { name: "Claim today's reward" }));
    expect(await screen.findByText('Day 1: 10,000 credited to your main wallet.')).toBeDefined();
    await userEvent.click(screen.getByRole('button', { name: 'OK' }));
    const login = screen.getByRole('region', { name: 'Daily login reward' });
    expect(await within(login).findByText('Claimed')).toBeDefined();
    expect(screen.queryByRole('button', { name: "Claim today's reward" })).toBeNull();
  });

  it('words a refused claim and cancels a pending claim ticket', async () => {
    const requests = await renderCentre();
    await userEvent.click(
      await screen.findByRole('button', { name: 'Claim: Weekend reload bonus' }),
    );
    expect(await screen.findByText('You have already claimed this reward.')).toBeDefined();
    await userEvent.click(screen.getByRole('button', { name: 'OK' }));
    await userEvent.click(screen.getByRole('button', { name: 'Cancel: Lucky draw entry' }));
    expect(
      await screen.findByText('The claim ticket for Lucky draw entry was cancelled.'),
    ).toBeDefined();
    expect(JSON.parse(String(requests[0]?.data))).toEqual({ ticketId: 1 });
    const tickets = screen.getByRole('region', { name: 'Claim tickets' });
    expect(await within(tickets).findByText('Lucky draw entry · Cancelled')).toBeDefined();
  });
});

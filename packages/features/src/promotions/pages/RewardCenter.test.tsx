import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useModulesStore, type RewardsClaimTicketsValue } from '@wl/core';
import type { EndpointId, FakeAnswers, RecordedRequest, Responder } from '@wl/core/testing';
import {
  demoTenant,
  destroyIntersectionMocking,
  mockAllIsIntersecting,
  setupIntersectionMocking,
} from '@wl/widgets/testing';
import { renderFeature } from '../../test-support/index.js';
import RewardCenter from './RewardCenter.js';

const promotion = (promotionId: number, title: string, status: 'AVAILABLE' | 'CLAIMED') => ({
  promotionId,
  title,
  rewardAmount: 100000,
  status,
  endTime: null,
});

/** The promotions a claim ticket can be opened for. */
const TICKET_PROMOTIONS = [
  { promotionId: 701, title: 'Lucky draw entry' },
  { promotionId: 702, title: 'Lost-bet rebate' },
];

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
      const { ticketId } = JSON.parse(String(request.data)) as { ticketId: number };
      tickets = tickets.map((t) =>
        t.ticketId === ticketId ? { ...t, status: 'CANCELLED' as const } : t,
      );
      return reply.value(tickets.find((t) => t.ticketId === ticketId)!);
    },
    'rewards.ticketPromotions': (_request, reply) =>
      reply.value(
        TICKET_PROMOTIONS.map((p) => ({
          ...p,
          ticketOpen: tickets.some(
            (t) => t.promotionId === p.promotionId && t.status === 'PENDING',
          ),
        })),
      ),
    'rewards.claimTicket': (request, reply) => {
      requests.push(request);
      const { promotionId } = JSON.parse(String(request.data)) as { promotionId: number };
      if (tickets.some((t) => t.promotionId === promotionId && t.status === 'PENDING'))
        return reply.failure('ticket_already_open');
      const ticket = {
        ticketId: tickets.length + 1,
        promotionId,
        title: TICKET_PROMOTIONS.find((p) => p.promotionId === promotionId)!.title,
        status: 'PENDING' as const,
        createdAt: '2030-01-02T00:00:00.000Z',
      };
      tickets = [ticket, ...tickets];
      return reply.value(ticket);
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

/** The calls of the reward centre's lowest blocks (claim tickets, discount tickets, extra rewards). */
const TICKET_CALLS = [
  'rewards.ticketPromotions',
  'rewards.claimTickets',
  'rewards.discountTickets',
  'rewards.extraRewardClaims',
];

/** The backend's answers, each noting its call's name in `asked` when it answers. */
function noting(answers: FakeAnswers, asked: string[]): FakeAnswers {
  return Object.fromEntries(
    Object.entries(answers).map(([id, answer]) => [
      id,
      ((request, reply) => {
        asked.push(id);
        return typeof answer === 'function'
          ? (answer as Responder<EndpointId>)(request, reply)
          : reply.value(answer);
      }) satisfies Responder<EndpointId>,
    ]),
  );
}

async function renderCentre(asked?: string[]) {
  const { requests, answers: all } = backend();
  const answers = asked ? noting(all, asked) : all;
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
    // What is left to the next rank, one figure a line.
    const rankBlock = screen.getByRole('region', { name: 'VIP rank' });
    const figures = [...rankBlock.querySelectorAll('dt')].map((term) => [
      term.textContent,
      term.nextElementSibling?.textContent,
    ]);
    expect(figures).toEqual([
      ['Next rank', 'Gold'],
      ['Deposit still needed', expect.stringMatching(/^₫[\d,]+$/)],
      ['Bets still needed', expect.stringMatching(/^₫[\d,]+$/)],
    ]);
    expect(screen.getByText('R000001')).toBeDefined();
    const claimed = screen.getByRole('region', { name: 'Claimed rewards' });
    expect(await within(claimed).findByText('Birthday gift · ₫100,000')).toBeDefined();
    const register = screen.getByRole('region', { name: 'Registration promotions' });
    expect(await within(register).findByText('First deposit 100% · ₫100,000')).toBeDefined();
    expect(await screen.findByText('Deposit fee (10% off) · no end date')).toBeDefined();
    expect(screen.getByText('Mission bonus · ₫30,000 · no end date')).toBeDefined();
  });

  it("claims today's login reward, which then shows as claimed", async () => {
    await renderCentre();
    await userEvent.click(await screen.findByRole('button', { name: "Claim today's reward" }));
    expect(await screen.findByText('Day 1: ₫10,000 credited to your main wallet.')).toBeDefined();
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

  it('opens a claim ticket for an eligible promotion, which joins the list pending, then cancels it', async () => {
    const requests = await renderCentre();
    const tickets = screen.getByRole('region', { name: 'Claim tickets' });
    const promotion = await within(tickets).findByLabelText('Promotion to claim');
    // Lucky draw entry already has a ticket pending review: only the rebate can be asked for.
    expect(
      within(promotion)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Lost-bet rebate']);
    await userEvent.click(within(tickets).getByRole('button', { name: 'Request a claim' }));
    expect(
      await screen.findByText('Your claim for Lost-bet rebate is waiting for review.'),
    ).toBeDefined();
    await userEvent.click(screen.getByRole('button', { name: 'OK' }));
    expect(JSON.parse(String(requests[0]?.data))).toEqual({ promotionId: 702 });
    expect(await within(tickets).findByText('Lost-bet rebate · Pending review')).toBeDefined();
    expect(await within(tickets).findByText('No promotion to claim right now.')).toBeDefined();

    await userEvent.click(within(tickets).getByRole('button', { name: 'Cancel: Lost-bet rebate' }));
    await userEvent.click(await screen.findByRole('button', { name: 'OK' }));
    expect(await within(tickets).findByText('Lost-bet rebate · Cancelled')).toBeDefined();
    const again = await within(tickets).findByLabelText('Promotion to claim');
    expect(
      within(again)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Lost-bet rebate']);
  });
});

describe('RewardCenter, its lowest blocks', () => {
  beforeEach(() => setupIntersectionMocking(vi.fn));
  afterEach(() => destroyIntersectionMocking());

  it('asks for the ticket blocks only once the member scrolls near them', async () => {
    const asked: string[] = [];
    await renderCentre(asked);
    const claimed = screen.getByRole('region', { name: 'Claimed rewards' });
    expect(await within(claimed).findByText('Birthday gift · ₫100,000')).toBeDefined();
    // Far below the screen: the blocks are there with their titles, without their calls or lines.
    const tickets = screen.getByRole('region', { name: 'Claim tickets' });
    const heading = within(tickets).getByRole('heading', { name: 'Claim tickets' });
    const discounts = screen.getByRole('region', { name: 'Discount tickets' });
    expect(asked.filter((id) => TICKET_CALLS.includes(id))).toEqual([]);
    expect(within(tickets).queryByText(/Lucky draw entry/)).toBeNull();
    expect(screen.queryByText('Deposit fee (10% off) · no end date')).toBeNull();

    act(() => mockAllIsIntersecting(true));
    expect(await screen.findByText('Deposit fee (10% off) · no end date')).toBeDefined();
    expect(await screen.findByText('Mission bonus · ₫30,000 · no end date')).toBeDefined();
    // The same blocks, headings and regions: only what is inside them filled in.
    const filled = screen.getByRole('region', { name: 'Claim tickets' });
    expect(filled).toBe(tickets);
    expect(tickets.isConnected).toBe(true);
    expect(within(tickets).getByRole('heading', { name: 'Claim tickets' })).toBe(heading);
    expect(screen.getByRole('region', { name: 'Discount tickets' })).toBe(discounts);
    expect(await within(filled).findByText('Lucky draw entry · Pending review')).toBeDefined();
    expect(await within(filled).findByLabelText('Promotion to claim')).toBeDefined();
    expect([...new Set(asked.filter((id) => TICKET_CALLS.includes(id)))].sort()).toEqual(
      [...TICKET_CALLS].sort(),
    );
  });
});

import type { EndpointId } from '@wl/api';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createMockTestApp, valueOf, type MockTestApp } from '../test-support/mock-test-app.js';
import { placeBet } from '../test-support/place-bet.js';
import { mainBalance } from '../test-support/wallet-balance.js';

const DIVIDEND = 'agent.dividendContract';
const DAILY = 'agent.dailySalaryContract';
const HOURLY = 'agent.hourlySalaryContract';
const REAL_TIME = 'agent.realTimeSalaryContract';
const RAFFLE = 'agent.claimRaffle';
const CONSOLIDATED = 'wallet.consolidated';
const WALLET = 'wallet.balance';
const MINUTE = 60_000;

let mock: MockTestApp;

beforeAll(async () => {
  mock = await createMockTestApp({ clock: 'running' });
});
afterAll(() => mock.close());
beforeEach(() => mock.store.resetState());

/** agent.dividendContract / agent.dailySalaryContract take the action in the query. */
const viaQuery = (id: EndpointId, username: string, query: Record<string, string | number>) =>
  mock.call(id, { token: mock.login(username), query });
/** agent.hourlySalaryContract / agent.realTimeSalaryContract take it in a JSON body. */
const viaBody = (id: EndpointId, username: string, body: Record<string, unknown>) =>
  mock.call(id, { token: mock.login(username), body });

async function flags(username: string) {
  return (await mock.call(CONSOLIDATED, { token: mock.login(username) })).json().value as Record<
    string,
    number
  >;
}

describe('agent.dailySalaryContract', () => {
  it('VIEW answers the request waiting for the caller, and null when none waits', async () => {
    const mid = await viaQuery(DAILY, 'agent.mid', { action: 'VIEW' });
    expect(mid.json().value).toMatchObject({
      contractId: 12,
      contractType: 'DAILY_SALARY',
      requestType: 'NEW',
      status: 'PENDING',
      upline: 'agent.top',
      downline: 'agent.mid',
    });
    const top = await viaQuery(DAILY, 'agent.top', { action: 'VIEW' });
    expect(top.json()).toEqual({ success: true, message: null, value: null });
  });

  it('ACCEPT by the downline puts the contract in force', async () => {
    const res = await viaQuery(DAILY, 'agent.mid', { action: 'ACCEPT', contractId: 12 });
    expect(res.json().value).toMatchObject({ status: 'ACTIVE', requestType: null });
    expect(res.json().value.effectiveAt).not.toBeNull();
    expect((await flags('agent.mid')).dailysalreqtype).toBe(1);
  });

  it('REJECT by the downline ends the offer', async () => {
    const res = await viaQuery(DAILY, 'agent.mid', { action: 'REJECT', contractId: 12 });
    expect(res.json().value).toMatchObject({ status: 'REJECTED', requestType: null });
    expect((await flags('agent.mid')).dailysalreqtype).toBe(0);
    const again = await viaQuery(DAILY, 'agent.mid', { action: 'ACCEPT', contractId: 12 });
    expect(again.json().message).toBe('contract_not_pending');
  });

  it('the upline cannot answer its own offer, and an unknown contract is not found', async () => {
    expect(
      (await viaQuery(DAILY, 'agent.top', { action: 'ACCEPT', contractId: 12 })).statusCode,
    ).toBe(403);
    const missing = await viaQuery(DAILY, 'agent.mid', { action: 'ACCEPT', contractId: 999 });
    expect(missing.json().message).toBe('contract_not_found');
    const noId = await viaQuery(DAILY, 'agent.mid', { action: 'ACCEPT' });
    expect(noId.json().message).toBe('request_param_err');
  });
});

describe('agent.dividendContract', () => {
  it("SIGN offers a direct downline agent the upline's own tiers", async () => {
    const res = await viaQuery(DIVIDEND, 'agent.top', {
      action: 'SIGN',
      downline: 'agent.mid',
      periodType: 'Weekly',
    });
    const offer = valueOf('agent.dividendContract', res);
    expect(offer).toMatchObject({
      requestType: 'NEW',
      status: 'PENDING',
      upline: 'agent.top',
      downline: 'agent.mid',
      periodType: 'Weekly',
    });
    expect(offer?.tiers.at(-1)).toEqual({ threshold: 5000000, rate: 40 });
    const waiting = await viaQuery(DIVIDEND, 'agent.mid', { action: 'VIEW' });
    expect(valueOf('agent.dividendContract', waiting)?.contractId).toBe(offer?.contractId);
    // The dividend in force stays in force while the offer waits.
    expect((await flags('agent.mid')).divtypereq).toBe(1);
  });

  it('SIGN of a dividend carries tiers in the query: less than the own tiers passes, more does not', async () => {
    // agent.top's own dividend: 20 % from 0, 30 % from 1,000,000, 40 % from 5,000,000.
    const offer = (tiers: string) =>
      viaQuery(DIVIDEND, 'agent.top', { action: 'SIGN', downline: 'agent.pro', tiers });
    const margin = await offer('0:15,1000000:25,5000000:35');
    expect(valueOf('agent.dividendContract', margin)).toMatchObject({
      status: 'PENDING',
      tiers: [
        { threshold: 0, rate: 15 },
        { threshold: 1_000_000, rate: 25 },
        { threshold: 5_000_000, rate: 35 },
      ],
    });
    expect((await offer('0:25')).json().message).toBe('tier_rate_above_own');
    expect((await offer('0:15,5000000:25,1000000:20')).json().message).toBe(
      'tier_thresholds_invalid',
    );
    expect((await offer('0:0')).json().message).toBe('tier_rate_invalid');
    expect((await offer('0:15,1e30:20')).json().message).toBe('tier_amount_invalid');
  });

  it('SIGN of a daily wage keeps a margin below the own tiers, never above them', async () => {
    // agent.top's own daily wage: 1 % from 0, 1.5 % from 10,000,000.
    const offer = (tiers: string) =>
      viaQuery(DAILY, 'agent.top', {
        action: 'SIGN',
        downline: 'agent.pro',
        tiers,
        periodType: 'Weekly',
      });
    const margin = await offer('0:0.5,10000000:1.2');
    expect(valueOf('agent.dailySalaryContract', margin)).toMatchObject({
      status: 'PENDING',
      periodType: 'Weekly',
      tiers: [
        { threshold: 0, rate: 0.5 },
        { threshold: 10_000_000, rate: 1.2 },
      ],
    });
    // The ceiling is the own rate at each threshold: 1.2 % from 0 is above the own 1 %.
    expect((await offer('0:1.2')).json().message).toBe('tier_rate_above_own');
    expect((await offer('0:0.5,10000000:1.6')).json().message).toBe('tier_rate_above_own');
  });

  it('an agent cannot act outside its own team', async () => {
    // agent.sub is under agent.pro, not agent.mid.
    const sign = await viaQuery(DIVIDEND, 'agent.mid', { action: 'SIGN', downline: 'agent.sub' });
    expect(sign.statusCode).toBe(403);
    // Contract 21 is between agent.pro and agent.sub.
    const terminate = await viaQuery(DIVIDEND, 'agent.mid', {
      action: 'TERMINATE',
      contractId: 21,
    });
    expect(terminate.statusCode).toBe(403);
    const view = await viaQuery(DIVIDEND, 'agent.mid', { action: 'VIEW', contractId: 21 });
    expect(view.statusCode).toBe(403);
    // The top agent may look at it: agent.sub is in its team.
    const topView = await viaQuery(DIVIDEND, 'agent.top', { action: 'VIEW', contractId: 21 });
    expect(topView.json().value).toMatchObject({ upline: 'agent.pro', downline: 'agent.sub' });
  });

  it('SIGN only reaches a direct downline agent', async () => {
    const deeper = await viaQuery(DIVIDEND, 'agent.top', { action: 'SIGN', downline: 'agent.sub' });
    expect(deeper.json().message).toBe('not_upline');
    const member = await viaQuery(DIVIDEND, 'agent.mid', {
      action: 'SIGN',
      downline: 'player.one',
    });
    expect(member.json().message).toBe('not_upline');
  });

  it('TERMINATE asks the other side, which accepts the termination', async () => {
    const ask = await viaQuery(DIVIDEND, 'agent.mid', { action: 'TERMINATE', contractId: 11 });
    expect(ask.json().value).toMatchObject({ status: 'ACTIVE', requestType: 'TERMINATE' });
    expect((await flags('agent.mid')).divtypereq).toBe(3);

    const seen = await viaQuery(DIVIDEND, 'agent.top', { action: 'VIEW' });
    expect(seen.json().value).toMatchObject({ contractId: 11, requestType: 'TERMINATE' });
    // The side that asked cannot answer its own request.
    expect(
      (await viaQuery(DIVIDEND, 'agent.mid', { action: 'ACCEPT', contractId: 11 })).statusCode,
    ).toBe(403);

    const done = await viaQuery(DIVIDEND, 'agent.top', { action: 'ACCEPT', contractId: 11 });
    expect(done.json().value).toMatchObject({ status: 'TERMINATED', requestType: null });
    expect((await flags('agent.mid')).divtypereq).toBe(0);
  });

  it('a rejected termination leaves the contract in force', async () => {
    await viaQuery(DIVIDEND, 'agent.top', { action: 'TERMINATE', contractId: 11 });
    const res = await viaQuery(DIVIDEND, 'agent.mid', { action: 'REJECT', contractId: 11 });
    expect(res.json().value).toMatchObject({ status: 'ACTIVE', requestType: null });
    expect((await flags('agent.mid')).divtypereq).toBe(1);
  });

  it('is refused to members (403) and visitors (401)', async () => {
    expect((await viaQuery(DIVIDEND, 'player.one', { action: 'VIEW' })).statusCode).toBe(403);
    expect((await mock.call(DIVIDEND, { query: { action: 'VIEW' } })).statusCode).toBe(401);
  });
});

describe('agent.hourlySalaryContract', () => {
  /** agent.top's own hourly tiers are 1 % from 0 and 2 % from 1,000,000. */
  const offerTiers = (tiers: { threshold: number; rate: number }[]) =>
    viaBody(HOURLY, 'agent.top', { action: 'SIGN', downline: 'agent.pro', tiers });
  const offerPro = (rate: number) =>
    offerTiers(
      rate <= 1
        ? [{ threshold: 0, rate }]
        : [
            { threshold: 0, rate: 1 },
            { threshold: 1_000_000, rate },
          ],
    );

  it('accepting a new contract terminates a downline contract with a higher rate', async () => {
    const offer = (await offerPro(1)).json().value;
    const accepted = await viaBody(HOURLY, 'agent.pro', {
      action: 'ACCEPT',
      contractId: offer.contractId,
    });
    expect(accepted.json().value).toMatchObject({ status: 'ACTIVE', periodType: null });

    // agent.pro's previous contract (14) is replaced; its 1.2% contract with agent.sub (22) ends.
    const previous = await viaBody(HOURLY, 'agent.pro', { action: 'VIEW', contractId: 14 });
    expect(previous.json().value.status).toBe('TERMINATED');
    const downline = await viaBody(HOURLY, 'agent.pro', { action: 'VIEW', contractId: 22 });
    expect(downline.json().value).toMatchObject({ status: 'TERMINATED', requestType: null });
    expect((await flags('agent.sub')).contracthoursalreq).toBe(0);
  });

  it('keeps a downline contract whose rate does not exceed the new one', async () => {
    const offer = (await offerPro(1.3)).json().value;
    await viaBody(HOURLY, 'agent.pro', { action: 'ACCEPT', contractId: offer.contractId });
    const downline = await viaBody(HOURLY, 'agent.pro', { action: 'VIEW', contractId: 22 });
    expect(downline.json().value.status).toBe('ACTIVE');
    expect((await flags('agent.sub')).contracthoursalreq).toBe(1);
  });

  it("refuses tiers above the upline's own rate at their threshold, and takes less", async () => {
    expect((await offerPro(2.5)).json().message).toBe('tier_rate_above_own');
    const aboveAtZero = await offerTiers([{ threshold: 0, rate: 1.5 }]);
    expect(aboveAtZero.json().message).toBe('tier_rate_above_own');
    const margin = await offerTiers([
      { threshold: 0, rate: 0.5 },
      { threshold: 2_000_000, rate: 1.8 },
    ]);
    expect(margin.json().value).toMatchObject({ status: 'PENDING' });
  });

  it('refuses thresholds that do not rise from 0, a rate of 0 and an amount beyond reason', async () => {
    const message = async (tiers: { threshold: number; rate: number }[]): Promise<string> =>
      (await offerTiers(tiers)).json<{ message: string }>().message;
    expect(
      await message([
        { threshold: 0, rate: 1 },
        { threshold: 2_000_000, rate: 1 },
        { threshold: 1_000_000, rate: 1 },
      ]),
    ).toBe('tier_thresholds_invalid');
    expect(await message([{ threshold: 100, rate: 1 }])).toBe('tier_thresholds_invalid');
    expect(await message([])).toBe('tier_thresholds_invalid');
    expect(await message([{ threshold: 0, rate: 0 }])).toBe('tier_rate_invalid');
    expect(
      await message([
        { threshold: 0, rate: 1 },
        { threshold: 1e30, rate: 1 },
      ]),
    ).toBe('tier_amount_invalid');
    expect(
      await message([
        { threshold: 0, rate: 1 },
        { threshold: 1000.5, rate: 1 },
      ]),
    ).toBe('tier_amount_invalid');
  });

  it('SIGN needs a contract of its own to offer from', async () => {
    // agent.pro holds no real-time salary contract, so it has nothing to offer agent.sub.
    const res = await viaBody(REAL_TIME, 'agent.pro', {
      action: 'SIGN',
      downline: 'agent.sub',
      tiers: [{ threshold: 0, rate: 0.1 }],
    });
    expect(res.json().message).toBe('contract_not_found');
    expect((await flags('agent.sub')).realtimesalreqtype).toBe(0);
  });
});

describe('agent.realTimeSalaryContract', () => {
  it('pays the downline every 5 minutes once the contract is in force', async () => {
    const offer = await viaBody(REAL_TIME, 'agent.top', {
      action: 'SIGN',
      downline: 'agent.mid',
      tiers: [
        { threshold: 0, rate: 0.5 },
        { threshold: 1000000, rate: 0.8 },
      ],
    });
    expect(offer.json().value.periodType).toBeNull();
    await viaBody(REAL_TIME, 'agent.mid', {
      action: 'ACCEPT',
      contractId: offer.json().value.contractId,
    });
    expect((await flags('agent.mid')).realtimesalreqtype).toBe(1);
    const token = mock.login('agent.mid');
    const balance = async () => mainBalance((await mock.call(WALLET, { token })).json().value);
    // player.one (agent.mid's team) turns over 2,000,000 in each of the first three periods.
    const start = mock.now().getTime();
    for (const minutes of [1, 6, 11]) {
      placeBet(mock.state(), {
        owner: 'player.one',
        at: new Date(start + minutes * MINUTE),
        betAmount: 2_000_000,
      });
    }

    expect(await balance()).toBe(12000000);
    mock.advance(4 * MINUTE);
    expect(await balance()).toBe(12000000);
    // 12 minutes: two whole periods of 0.8% of a 2,000,000 team turnover.
    mock.advance(8 * MINUTE);
    expect(await balance()).toBe(12032000);
    mock.advance(3 * MINUTE);
    expect(await balance()).toBe(12048000);
  });

  it('stops paying after termination', async () => {
    const offer = await viaBody(REAL_TIME, 'agent.top', {
      action: 'SIGN',
      downline: 'agent.mid',
      tiers: [{ threshold: 0, rate: 0.5 }],
    });
    const id = offer.json().value.contractId as number;
    await viaBody(REAL_TIME, 'agent.mid', { action: 'ACCEPT', contractId: id });
    // 2,000,000 of turnover in every period from now on; only the first is paid.
    for (let minutes = 1; minutes < 40; minutes += 5) {
      placeBet(mock.state(), {
        owner: 'player.one',
        at: new Date(mock.now().getTime() + minutes * MINUTE),
        betAmount: 2_000_000,
      });
    }
    mock.advance(5 * MINUTE);
    await viaBody(REAL_TIME, 'agent.mid', { action: 'TERMINATE', contractId: id });
    await viaBody(REAL_TIME, 'agent.top', { action: 'ACCEPT', contractId: id });
    mock.advance(30 * MINUTE);
    const wallet = await mock.call(WALLET, { token: mock.login('agent.mid') });
    expect(mainBalance(wallet.json().value)).toBe(12010000);
  });
});

describe('agent.claimRaffle', () => {
  it('credits the prize once; a second claim fails', async () => {
    const token = mock.login('player.one');
    const first = await mock.call(RAFFLE, { token, body: { promotionId: 301 } });
    expect(first.json().value).toEqual({
      promotionId: 301,
      prizeName: 'Lucky draw ₫100,000',
      prize: { amount: 100000, currency: 'VND' },
      status: 'ISSUED',
    });
    const second = await mock.call(RAFFLE, { token, body: { promotionId: 301 } });
    expect(second.json()).toMatchObject({ success: false, message: 'promotion_already_claimed' });
    expect(mainBalance((await mock.call(WALLET, { token })).json().value)).toBe(1350000);
    // Another member still may.
    const other = await mock.call(RAFFLE, {
      token: mock.login('player.two'),
      body: { promotionId: 301 },
    });
    expect(other.json().success).toBe(true);
  });

  it('a prize waiting for the operator is claimed without credit', async () => {
    const token = mock.login('player.one');
    const res = await mock.call(RAFFLE, { token, body: { promotionId: 302 } });
    expect(res.json().value.status).toBe('CLAIMED');
    expect(mainBalance((await mock.call(WALLET, { token })).json().value)).toBe(1250000);
  });

  it('refuses closed and unknown promotions', async () => {
    const token = mock.login('player.one');
    expect((await mock.call(RAFFLE, { token, body: { promotionId: 303 } })).json().message).toBe(
      'promotion_closed',
    );
    expect((await mock.call(RAFFLE, { token, body: { promotionId: 999 } })).json().message).toBe(
      'promotion_not_found',
    );
    expect((await mock.call(RAFFLE, { body: { promotionId: 301 } })).statusCode).toBe(401);
  });
});

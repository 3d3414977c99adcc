import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { TeamContractsValue } from '@wl/api';
import { createMockTestApp, type MockTestApp } from '../test-support/mock-test-app.js';

const HOURLY = 'agent.hourlySalaryContract';
const DIVIDEND = 'agent.dividendContract';

let mock: MockTestApp;

beforeAll(async () => {
  mock = await createMockTestApp();
});
afterAll(() => mock.close());
beforeEach(() => mock.store.resetState());

const overview = (agent: string, contractType: string) =>
  mock.value<TeamContractsValue>('team.contracts', {
    token: mock.login(agent),
    query: { contractType },
  });

const hourly = (agent: string, body: Record<string, unknown>) =>
  mock.value<{ contractId: number; status: string }>(HOURLY, { token: mock.login(agent), body });

/** The steps of one contract, oldest first, as [event, by]. */
const stepsOf = (value: TeamContractsValue, contractId: number) =>
  value.history
    .filter((e) => e.contractId === contractId)
    .reverse()
    .map((e) => [e.event, e.by]);

describe('contract history', () => {
  it('shows a termination request with who and when to both parties', async () => {
    await hourly('agent.top', { action: 'TERMINATE', contractId: 14 });
    const top = await overview('agent.top', 'HOURLY_SALARY');
    const pro = await overview('agent.pro', 'HOURLY_SALARY');
    const expected = [
      ['OFFERED', 'agent.top'],
      ['SIGNED', 'agent.pro'],
      ['TERMINATION_REQUESTED', 'agent.top'],
    ];
    expect(stepsOf(top, 14)).toEqual(expected);
    expect(stepsOf(pro, 14)).toEqual(expected);
    expect(top.history[0]).toMatchObject({
      upline: 'agent.top',
      downline: 'agent.pro',
      at: mock.now().toISOString(),
    });
    // agent.mid is no party to it.
    expect((await overview('agent.mid', 'HOURLY_SALARY')).history).toEqual([]);

    await hourly('agent.pro', { action: 'ACCEPT', contractId: 14 });
    expect(stepsOf(await overview('agent.top', 'HOURLY_SALARY'), 14).at(-1)).toEqual([
      'TERMINATED',
      'agent.pro',
    ]);
  });

  it('records offers, rejections, refused terminations and replaced offers', async () => {
    const first = await hourly('agent.top', {
      action: 'SIGN',
      downline: 'agent.pro',
      tiers: [{ threshold: 0, rate: 1 }],
    });
    const second = await hourly('agent.top', {
      action: 'SIGN',
      downline: 'agent.pro',
      tiers: [{ threshold: 0, rate: 0.9 }],
    });
    await hourly('agent.pro', { action: 'REJECT', contractId: second.contractId });
    await hourly('agent.pro', { action: 'TERMINATE', contractId: 14 });
    await hourly('agent.top', { action: 'REJECT', contractId: 14 });
    const pro = await overview('agent.pro', 'HOURLY_SALARY');
    expect(stepsOf(pro, first.contractId)).toEqual([
      ['OFFERED', 'agent.top'],
      ['REPLACED', null],
    ]);
    expect(stepsOf(pro, second.contractId)).toEqual([
      ['OFFERED', 'agent.top'],
      ['REJECTED', 'agent.pro'],
    ]);
    expect(stepsOf(pro, 14).slice(-2)).toEqual([
      ['TERMINATION_REQUESTED', 'agent.pro'],
      ['TERMINATION_REFUSED', 'agent.top'],
    ]);
  });

  it('a top agent ending its contract with the merchant sees it ended, by itself', async () => {
    await mock.value(DIVIDEND, {
      token: mock.login('agent.top'),
      query: { action: 'TERMINATE', contractId: 1 },
    });
    const top = await overview('agent.top', 'DIVIDEND');
    expect(top.history[0]).toMatchObject({ contractId: 1, event: 'TERMINATED', by: 'agent.top' });
    expect(top.contract).toBeNull();
    // Its contracts with its downlines and its payouts are still there.
    expect(top.downlines.length).toBeGreaterThan(0);
    expect(top.payouts.length).toBeGreaterThan(0);
  });
});

describe('auto-termination', () => {
  /** agent.pro accepts a 1% hourly salary: its 1.2% contract with agent.sub (22) ends. */
  async function autoTerminate() {
    const offer = await hourly('agent.top', {
      action: 'SIGN',
      downline: 'agent.pro',
      tiers: [{ threshold: 0, rate: 1 }],
    });
    await hourly('agent.pro', { action: 'ACCEPT', contractId: offer.contractId });
    return offer;
  }

  it('keeps the ended contract in sight of the upline, and in the history of both', async () => {
    const offer = await autoTerminate();
    const pro = await overview('agent.pro', 'HOURLY_SALARY');
    expect(pro.downlines.map((c) => [c.contractId, c.status])).toEqual([[22, 'TERMINATED']]);
    expect(stepsOf(pro, 22).at(-1)).toEqual(['AUTO_TERMINATED', null]);
    expect(stepsOf(pro, 14).at(-1)).toEqual(['REPLACED', null]);
    expect(stepsOf(pro, offer.contractId)).toEqual([
      ['OFFERED', 'agent.top'],
      ['SIGNED', 'agent.pro'],
    ]);
    const sub = await overview('agent.sub', 'HOURLY_SALARY');
    expect(stepsOf(sub, 22).at(-1)).toEqual(['AUTO_TERMINATED', null]);
    expect(sub.contract).toBeNull();
  });

  it('tells the downline with a platform message', async () => {
    const token = mock.login('agent.sub');
    const unread = async () =>
      (await mock.value<{ count: number }>('content.inboxUnread', { token })).count;
    const before = await unread();
    await autoTerminate();
    expect(await unread()).toBe(before + 1);
    const messages = await mock.value<{ content: { title: string; content: string }[] }>(
      'content.inboxMessages',
      { token, query: { pageNum: 1, pageSize: 10 } },
    );
    expect(messages.content[0]?.title).toBe('Your hourly salary contract has ended');
    expect(messages.content[0]?.content).toContain('agent.pro');
  });

  it('words the message in the language the reader asks in', async () => {
    await autoTerminate();
    const token = mock.login('agent.sub');
    const first = async (language: string) =>
      (
        await mock.value<{ content: { title: string; content: string }[] }>(
          'content.inboxMessages',
          { token, query: { pageNum: 1, pageSize: 10 }, language },
        )
      ).content[0];
    expect((await first('VI'))?.title).toBe('Hợp đồng lương theo giờ của bạn đã kết thúc');
    expect((await first('CN'))?.title).toBe('您的时薪合约已终止');
    expect((await first('TW'))?.content).toContain('agent.pro');
    expect((await first('TW'))?.title).toBe('您的時薪合約已終止');
    expect((await first('EN'))?.title).toBe('Your hourly salary contract has ended');
  });

  it('leaves the other downlines without a message', async () => {
    const token = mock.login('agent.mid');
    const unread = () => mock.value<{ count: number }>('content.inboxUnread', { token });
    const before = await unread();
    await autoTerminate();
    expect(await unread()).toEqual(before);
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMockTestApp, type MockTestApp } from '../test-support/mock-test-app.js';

/**
 * The backend's texts come in the caller's `Language` (VI, EN, CN, TW), English for any other:
 * promotions, lottery missions, inbox messages, agent notices, points-mall rewards and redemptions,
 * and raffle prizes.
 */
let mock: MockTestApp;

beforeAll(async () => {
  mock = await createMockTestApp();
});
afterAll(() => mock.close());

const promotion = async (language: string) => {
  const list = await mock.value<{ promotionId: number; title: string; content: string }[]>(
    'promotions.list',
    { language },
  );
  return list.find((a) => a.promotionId === 702);
};

describe('texts in the Language header', () => {
  it('answers a promotion title and body in each bundled language, English otherwise', async () => {
    expect(await promotion('VI')).toMatchObject({
      title: 'Thưởng nạp hằng ngày 10%',
      content: '<p>Tham gia, sau đó mỗi lần nạp trong ngày được cộng thêm 10%.</p>',
    });
    expect((await promotion('CN'))?.title).toBe('每日存款奖金10%');
    expect((await promotion('TW'))?.title).toBe('每日存款獎金10%');
    expect((await promotion('TH'))?.title).toBe('Daily deposit bonus 10%');
  });

  it('answers lottery missions in the language', async () => {
    const summary = await mock.value<{ missions: { missionId: number; title: string }[] }>(
      'lottery.missionSummary',
      { token: mock.login('player.one'), language: 'VI' },
    );
    expect(summary.missions.find((m) => m.missionId === 501)?.title).toBe('Khởi động xổ số');
  });

  it('answers inbox messages in the language', async () => {
    const page = await mock.value<{ content: { id: number; title: string }[] }>(
      'content.inboxMessages',
      { token: mock.login('player.one'), language: 'TW' },
    );
    expect(page.content.find((m) => m.id === 3)?.title).toBe('每週返水已到帳');
  });

  it("answers the agents' notices in the language", async () => {
    const page = await mock.value<{ content: { id: number; title: string }[] }>(
      'reports.announcements',
      { token: mock.login('agent.sub'), query: {}, language: 'CN' },
    );
    expect(page.content.find((a) => a.id === 504)?.title).toBe('实时工资');
  });

  it('answers points-mall rewards in the language', async () => {
    const page = await mock.value<{ content: { rewardId: number; name: string }[] }>(
      'points.rewards',
      { token: mock.login('player.one'), language: 'VI' },
    );
    expect(page.content.find((r) => r.rewardId === 2)?.name).toBe('Tai nghe không dây');
  });

  it("answers a member's earlier redemptions and the operator's remark in the language", async () => {
    const page = await mock.value<{
      content: { redeemId: number; rewardName: string; remark: string | null }[];
    }>('points.redeemList', { token: mock.login('player.one'), query: {}, language: 'VI' });
    expect(page.content.find((r) => r.redeemId === 12)).toMatchObject({
      rewardName: 'Tai nghe không dây',
      remark: 'Thiếu địa chỉ giao hàng',
    });
    expect(page.content.find((r) => r.redeemId === 11)?.rewardName).toBe('Tiền mặt 50.000\u00a0₫');
  });

  it("names a raffle's prize in the claimer's language", async () => {
    const claim = await mock.value<{ prizeName: string }>('agent.claimRaffle', {
      token: mock.login('player.two'),
      body: { promotionId: 301 },
      language: 'CN',
    });
    expect(claim.prizeName).toBe('幸运抽奖₫100,000');
  });
});

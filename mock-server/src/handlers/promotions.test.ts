import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createMockTestApp, valueOf, type MockTestApp } from '../test-support/mock-test-app.js';

const LIST = 'promotions.list';
const APPLY = 'promotions.apply';
const JOIN = 'promotions.join';

const PNG = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 1, 2, 3]);
const JPG = Buffer.from([0xff, 0xd8, 0xff, 0xe0, 1, 2, 3]);
const image = (bytes: Buffer, name = 'shot.png') => ({ name, data: bytes.toString('base64') });

let mock: MockTestApp;

beforeAll(async () => {
  mock = await createMockTestApp({ devControls: true });
});
afterAll(() => mock.close());
beforeEach(() => mock.store.resetState());

async function statusOf(promotionId: number, token?: string): Promise<string | undefined> {
  const list = valueOf(LIST, await mock.call(LIST, token === undefined ? {} : { token }));
  return list.find((a) => a.promotionId === promotionId)?.status;
}

const review = (kind: 'applications' | 'redemptions', id: number, body: object) =>
  mock.app.inject({
    method: 'POST',
    url: `/__dev/tenants/alpha/${kind}/${id}/review`,
    payload: body as Record<string, unknown>,
  });

describe('promotions.list', () => {
  it('shows visitors every activity, not started ones as coming soon and ended ones closed', async () => {
    const list = valueOf(LIST, await mock.call(LIST));
    expect(list.length).toBeGreaterThan(5);
    const status = Object.fromEntries(list.map((a) => [a.promotionId, a.status]));
    expect(status[701]).toBe('JOIN');
    expect(status[705]).toBe('COMING_SOON');
    expect(status[706]).toBe('CLOSE');
    expect(status[301]).toBe('CLAIM');
    expect(status[303]).toBe('CLOSE');
  });

  it('filters by category', async () => {
    const list = valueOf(LIST, await mock.call(LIST, { query: { category: 'VIP' } }));
    expect(list.map((a) => a.promotionId)).toEqual([703]);
  });

  it('shows a claimed raffle as issued or claimed, as the raffle says', async () => {
    const token = mock.login('player.one');
    await mock.value('agent.claimRaffle', { token, body: { promotionId: 301 } });
    await mock.value('agent.claimRaffle', { token, body: { promotionId: 302 } });
    expect(await statusOf(301, token)).toBe('ISSUED');
    expect(await statusOf(302, token)).toBe('CLAIMED');
    expect(await statusOf(301, mock.login('player.two'))).toBe('CLAIM');
  });
});

describe('promotions.apply', () => {
  it('keeps the application, which the operator approves (issued) or rejects', async () => {
    const token = mock.login('player.one');
    const res = await mock.call(APPLY, {
      token,
      body: { promotionId: 701, comment: 'my deposit', images: [image(PNG), image(JPG, 'b.jpg')] },
    });
    const application = valueOf(APPLY, res);
    expect(application).toMatchObject({ status: 'APPLYING', imageCount: 2, comment: 'my deposit' });
    expect(await statusOf(701, token)).toBe('APPLYING');
    expect(await statusOf(701, mock.login('player.two'))).toBe('JOIN');

    const again = await mock.call(APPLY, {
      token,
      body: { promotionId: 701, comment: '', images: [] },
    });
    expect(again.json().message).toBe('application_already_open');

    expect(
      (await review('applications', application.applicationId, { status: 'APPROVED' })).statusCode,
    ).toBe(200);
    expect(await statusOf(701, token)).toBe('ISSUED');
  });

  it('lets a rejected application be made again and shows why it was rejected', async () => {
    const token = mock.login('player.one');
    const first = await mock.value<{ applicationId: number }>(APPLY, {
      token,
      body: { promotionId: 703, comment: '', images: [image(PNG)] },
    });
    await review('applications', first.applicationId, { status: 'REJECTED', remark: 'Blurred' });
    const list = valueOf(LIST, await mock.call(LIST, { token }));
    const vip = list.find((a) => a.promotionId === 703);
    expect(vip?.status).toBe('REJECTED');
    expect(vip?.application?.remark).toBe('Blurred');
    const second = await mock.call(APPLY, {
      token,
      body: { promotionId: 703, comment: 'sharper', images: [image(JPG)] },
    });
    expect(second.json().success).toBe(true);
  });

  it('checks each image by its content and size, and at most 3 of them', async () => {
    const token = mock.login('player.one');
    const apply = (images: object[]) =>
      mock.call(APPLY, { token, body: { promotionId: 707, comment: '', images } });
    const gif = Buffer.from('GIF89a-not-a-png');
    expect((await apply([image(gif, 'looks.png')])).json().message).toBe('image_type_invalid');
    const big = Buffer.alloc(5 * 1024 * 1024);
    PNG.copy(big);
    expect((await apply([image(big)])).json().message).toBe('image_too_large');
    expect((await apply([image(PNG), image(PNG), image(PNG), image(PNG)])).statusCode).toBe(400);
    expect(await statusOf(707, token)).toBe('JOIN');
  });

  it('refuses a comment over 140 characters, a closed activity and visitors', async () => {
    const token = mock.login('player.one');
    const long = await mock.call(APPLY, {
      token,
      body: { promotionId: 701, comment: 'x'.repeat(141), images: [] },
    });
    expect(long.statusCode).toBe(400);
    const closed = await mock.call(APPLY, {
      token,
      body: { promotionId: 706, comment: '', images: [] },
    });
    expect(closed.json().message).toBe('promotion_closed');
    const visitor = await mock.call(APPLY, { body: { promotionId: 701, comment: '', images: [] } });
    expect(visitor.statusCode).toBe(401);
  });
});

describe('promotions.join', () => {
  it('joins a running activity once', async () => {
    const token = mock.login('player.one');
    expect(valueOf(JOIN, await mock.call(JOIN, { token, body: { promotionId: 702 } }))).toEqual({
      promotionId: 702,
      status: 'JOINED',
    });
    expect(await statusOf(702, token)).toBe('JOINED');
    const twice = await mock.call(JOIN, { token, body: { promotionId: 702 } });
    expect(twice.json().message).toBe('promotion_already_claimed');
    const soon = await mock.call(JOIN, { token, body: { promotionId: 705 } });
    expect(soon.json().message).toBe('promotion_closed');
  });
});

describe('review dev control for redemptions', () => {
  it('approves a redemption, or rejects it and gives the points back', async () => {
    const token = mock.login('player.one');
    const redeem = (rewardId: number) =>
      mock.value<{ redeemId: number; balance: number }>('points.redeem', {
        token,
        body: { rewardId, quantity: 1, password: 'Passw0rd!' },
      });
    const approved = await redeem(1);
    const rejected = await redeem(1);
    expect(rejected.balance).toBe(3000);
    await review('redemptions', approved.redeemId, { status: 'APPROVED' });
    await review('redemptions', rejected.redeemId, { status: 'REJECTED', remark: 'No stock' });
    const list = valueOf('points.redeemList', await mock.call('points.redeemList', { token }));
    const byId = new Map(list.content.map((r) => [r.redeemId, r]));
    expect(byId.get(approved.redeemId)?.status).toBe('APPROVED');
    expect(byId.get(rejected.redeemId)).toMatchObject({ status: 'REJECTED', remark: 'No stock' });
    const balance = valueOf('points.balance', await mock.call('points.balance', { token }));
    expect(balance.balance).toBe(4000);
    const twice = await review('redemptions', approved.redeemId, { status: 'REJECTED' });
    expect(twice.json().message).toBe('redemption_not_pending');
    expect((await review('redemptions', approved.redeemId, { status: 'LATER' })).statusCode).toBe(
      400,
    );
  });
});

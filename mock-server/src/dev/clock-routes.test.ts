import type { WalletBalance } from '@wl/api';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { placeBet } from '../test-support/place-bet.js';
import { createMockTestApp, type MockTestApp } from '../test-support/mock-test-app.js';
import { mainBalance } from '../test-support/wallet-balance.js';

let mock: MockTestApp;
beforeAll(async () => {
  mock = await createMockTestApp({ devControls: true });
});
afterAll(() => mock.close());

const balanceOf = async (token: string) =>
  mainBalance(await mock.value<WalletBalance>('wallet.balance', { token }));

const advance = (minutes: unknown) =>
  mock.app.inject({ method: 'POST', url: '/__dev/tenants/alpha/clock', payload: { minutes } });

describe('the dev clock control', () => {
  it('moves the merchant clock so a real-time salary falls due, and a reset puts it back', async () => {
    const token = mock.login('agent.top');
    const before = await balanceOf(token);
    // A member of agent.top's team turns over 2,000,000 now: the real-time salary's 1% tier.
    placeBet(mock.state(), {
      owner: 'top.p1',
      at: mock.store.timeFor('alpha', new Date()),
      betAmount: 2_000_000,
    });
    expect((await advance(5)).statusCode).toBe(200);
    // The session is 2 hours long: it is still alive 5 minutes on. (An hourly period may close
    // too, paying more.)
    const after = await balanceOf(token);
    expect(after).toBeGreaterThanOrEqual((before ?? 0) + 20_000);

    const clock = await mock.app.inject({ url: '/__dev/tenants/alpha/clock' });
    expect(Date.parse(clock.json().value.now) - Date.now()).toBeGreaterThan(4 * 60_000);
    await mock.app.inject({ method: 'POST', url: '/__dev/reset?tenant=alpha' });
    const reset = await mock.app.inject({ url: '/__dev/tenants/alpha/clock' });
    expect(Math.abs(Date.parse(reset.json().value.now) - Date.now())).toBeLessThan(60_000);
  });

  it('refuses a step that is not a positive number of minutes, and an unknown merchant', async () => {
    for (const minutes of [0, -5, 'five', 60 * 24 * 400]) {
      expect((await advance(minutes)).statusCode).toBe(400);
    }
    const unknown = await mock.app.inject({
      method: 'POST',
      url: '/__dev/tenants/nowhere/clock',
      payload: { minutes: 5 },
    });
    expect(unknown.statusCode).toBe(404);
  });
});

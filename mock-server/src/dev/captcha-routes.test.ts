import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createMockTestApp, type MockTestApp } from '../test-support/mock-test-app.js';

let t: MockTestApp;
beforeAll(async () => {
  t = await createMockTestApp({ devControls: true });
});
afterAll(() => t.close());
beforeEach(() => t.store.resetState());

const asCaller = (headers: Record<string, string>) =>
  t.app.inject({
    url: '/__dev/tenants/alpha/captcha',
    headers: { host: 'alpha.localhost', ...headers },
  });

describe('/__dev/tenants/:code/captcha', () => {
  it('tells the caller the answer of its own latest captcha, which signs in', async () => {
    const caller = { 'x-forwarded-for': '10.2.2.2', device: 'web' };
    expect((await asCaller(caller)).statusCode).toBe(404);
    await t.call('captcha.image', { headers: caller });
    const told = await asCaller(caller);
    expect(told.statusCode).toBe(200);
    const { answer } = told.json<{ value: { answer: string } }>().value;
    expect(answer).toMatch(/^[A-Z2-9]{4,5}$/);
    expect((await asCaller({ ...caller, device: 'ios' })).statusCode).toBe(404);
    expect((await asCaller({ 'x-forwarded-for': '10.2.2.3', device: 'web' })).statusCode).toBe(404);

    for (let i = 0; i < 3; i += 1) {
      await t.call('session.login', {
        body: { type: 'username', username: 'player.one', password: 'wrong-pass1' },
        headers: caller,
      });
    }
    t.advance(1000);
    await t.call('captcha.image', { headers: caller });
    const fresh = (await asCaller(caller)).json<{ value: { answer: string } }>().value.answer;
    const login = await t.call('session.login', {
      body: { type: 'username', username: 'player.one', password: 'Passw0rd!', captcha: fresh },
      headers: caller,
    });
    expect(login.json()).toMatchObject({ success: true });
  });

  it('does not exist without the development controls', async () => {
    const plain = await createMockTestApp();
    try {
      const res = await plain.app.inject({
        url: '/__dev/tenants/alpha/captcha',
        headers: { host: 'alpha.localhost' },
      });
      expect(res.statusCode).toBe(404);
    } finally {
      await plain.close();
    }
  });
});

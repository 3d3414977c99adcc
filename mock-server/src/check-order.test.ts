import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAX_SESSIONS, openSession } from './state/sessions.js';
import { createMockTestApp, type MockTestApp } from './test-support/mock-test-app.js';

let t: MockTestApp;
beforeAll(async () => {
  t = await createMockTestApp();
});
afterAll(() => t.close());

describe('the order of the checks', () => {
  it('answers an anonymous member call 401 before it looks at its body', async () => {
    const broken = await t.call('wallet.transfer', { body: { amount: 'not a number', junk: [] } });
    expect(broken.statusCode).toBe(401);
    const missing = await t.call('content.feedback', { body: {} });
    expect(missing.statusCode).toBe(401);
  });

  it('still answers 400 to a signed-in member whose body breaks the schema', async () => {
    const token = t.login('schemaprobe');
    const res = await t.call('wallet.transfer', {
      body: { amount: 'not a number' },
      token,
    });
    expect(res.statusCode).toBe(400);
  });
});

describe('the sessions a merchant keeps', () => {
  it('are capped: past the cap, the oldest session ends', () => {
    const state = t.state();
    state.sessions.clear();
    const first = openSession(state, { username: 'first', type: 0 }, t.now());
    for (let index = 1; index < MAX_SESSIONS; index += 1)
      openSession(state, { username: `user${String(index)}`, type: 0 }, t.now());
    expect(state.sessions.has(first)).toBe(true);
    const newest = openSession(state, { username: 'newest', type: 0 }, t.now());
    expect(state.sessions.size).toBe(MAX_SESSIONS);
    expect(state.sessions.has(newest)).toBe(true);
    expect(state.sessions.has(first)).toBe(false);
  });
});

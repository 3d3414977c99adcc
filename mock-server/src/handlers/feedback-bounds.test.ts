import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMockTestApp, type MockTestApp } from '../test-support/mock-test-app.js';

const FEEDBACK = 'content.feedback';

let mock: MockTestApp;

beforeAll(async () => {
  mock = await createMockTestApp({
    tenants: {
      brief: {
        'tenant.json': {
          merchantCode: 'BRIEF01',
          displayName: 'Brief',
          feedback: { minWords: 5, maxWords: 8 },
        },
      },
    },
  });
});
afterAll(() => mock.close());

describe('content.feedback bounds', () => {
  it("takes a text within the tenant's own bounds, counted in words", async () => {
    const send = (content: string) =>
      mock.call(FEEDBACK, {
        merchant: 'BRIEF01',
        token: mock.login('player.one', { merchant: 'BRIEF01' }),
        body: { category: 'OTHER', content },
      });
    expect((await send('   Unbelievably-slow,   lobby   ')).json().message).toBe(
      'request_param_err',
    );
    expect((await send('this one is far too long for the bounds set')).json().message).toBe(
      'request_param_err',
    );
    expect((await send('游戏加载很慢')).json().success).toBe(true);
  });
});

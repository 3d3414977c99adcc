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
          feedback: { minLength: 10, maxLength: 20 },
        },
      },
    },
  });
});
afterAll(() => mock.close());

describe('content.feedback bounds', () => {
  it("takes a text within the tenant's own bounds, counted after trimming", async () => {
    const send = (content: string) =>
      mock.call(FEEDBACK, {
        merchant: 'BRIEF01',
        token: mock.login('player.one', { merchant: 'BRIEF01' }),
        body: { category: 'OTHER', content },
      });
    expect((await send('   too short   ')).json().message).toBe('request_param_err');
    expect((await send('this one is far too long')).json().message).toBe('request_param_err');
    expect((await send('just right!')).json().success).toBe(true);
  });
});

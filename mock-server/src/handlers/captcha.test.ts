import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  createMockTestApp,
  NO_CAPTCHA,
  NO_CAPTCHA_TENANT,
  type MockTestApp,
} from '../test-support/mock-test-app.js';
import { readCaptcha } from '../test-support/captcha-answer.js';

let t: MockTestApp;

beforeAll(async () => {
  t = await createMockTestApp({
    tenants: {
      ...NO_CAPTCHA_TENANT,
    },
  });
});
afterAll(() => t.close());
beforeEach(() => t.store.resetState());

const KEY = '127.0.0.1|web';

describe('captcha.image', () => {
  it('answers an SVG picture, base64, of 4–5 characters over noise lines', async () => {
    const res = await t.call('captcha.image');
    const value = res.json().value as string;
    expect(value).toMatch(/^data:image\/svg\+xml;base64,[A-Za-z0-9+/]+=*$/);
    const svg = Buffer.from(value.split(',')[1] ?? '', 'base64').toString('utf8');
    expect(svg).toMatch(/^<svg xmlns="http:\/\/www.w3.org\/2000\/svg"/);
    expect(svg.match(/<path /g)?.length).toBeGreaterThanOrEqual(3);
    const text = readCaptcha(res);
    expect(text).toMatch(/^[A-Z2-9]{4,5}$/);
    expect(t.state().auth.captchas.get(KEY)?.answer).toBe(text);
  });

  it('draws a different picture each time and keeps only the latest answer', async () => {
    const texts = new Set<string>();
    for (let i = 0; i < 5; i += 1) texts.add(readCaptcha(await t.call('captcha.image')));
    expect(texts.size).toBeGreaterThan(1);
    expect(t.state().auth.captchas.size).toBe(1);
  });

  it('keeps one captcha per IP and device, per merchant', async () => {
    await t.call('captcha.image', { headers: { 'x-forwarded-for': '10.1.1.1' } });
    await t.call('captcha.image', { headers: { 'x-forwarded-for': '10.1.1.1', device: 'ios' } });
    await t.call('captcha.image', { headers: { 'x-forwarded-for': '10.1.1.2' } });
    expect([...t.state().auth.captchas.keys()].sort()).toEqual([
      '10.1.1.1|ios',
      '10.1.1.1|web',
      '10.1.1.2|web',
    ]);
    expect(t.state(NO_CAPTCHA).auth.captchas.size).toBe(0);
  });

  it('is not available where the captcha module is off', async () => {
    const res = await t.call('captcha.image', { merchant: NO_CAPTCHA });
    expect(res.json()).toEqual({ success: false, message: 'function.not.available', value: null });
  });
});

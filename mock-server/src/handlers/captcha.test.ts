import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  createMockTestApp,
  NO_CAPTCHA,
  NO_CAPTCHA_TENANT,
  type MockTestApp,
} from '../test-support/mock-test-app.js';
import { latestCaptchaAnswer } from '../test-support/captcha-answer.js';

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
const PNG_SIGNATURE = '89504e470d0a1a0a';

/** The bytes of a base64 data URL. */
function bytesOf(dataUrl: string): Buffer {
  return Buffer.from(dataUrl.split(',')[1] ?? '', 'base64');
}

/** Width and height of a PNG, from its IHDR chunk. */
function pngSize(png: Buffer): [number, number] {
  return [png.readUInt32BE(16), png.readUInt32BE(20)];
}

describe('captcha.image', () => {
  it('answers a PNG picture of pixels: no SVG, no text, the answer nowhere in it', async () => {
    const value = (await t.call('captcha.image')).json<{ value: string }>().value;
    expect(value).toMatch(/^data:image\/png;base64,[A-Za-z0-9+/]+=*$/);
    const png = bytesOf(value);
    expect(png.subarray(0, 8).toString('hex')).toBe(PNG_SIGNATURE);
    expect(pngSize(png)).toEqual([240, 80]);
    const answer = latestCaptchaAnswer(t);
    expect(answer).toMatch(/^[A-Z2-9]{4,5}$/);
    const bytes = png.toString('latin1');
    expect(bytes).not.toMatch(/<svg|<text|<path/);
    expect(bytes).not.toContain(answer);
  });

  it('answers the same picture to a refresh within a second, a new one after', async () => {
    const first = (await t.call('captcha.image')).json<{ value: string }>().value;
    t.advance(999);
    const again = (await t.call('captcha.image')).json<{ value: string }>().value;
    expect(again).toBe(first);
    const answers = new Set<string>();
    for (let i = 0; i < 5; i += 1) {
      t.advance(1000);
      await t.call('captcha.image');
      answers.add(latestCaptchaAnswer(t));
    }
    expect(answers.size).toBeGreaterThan(1);
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
    expect(res.json()).toEqual({
      success: false,
      message: 'function.not.available',
      msg: 'function.not.available',
      errorCode: 'function.not.available',
      value: null,
    });
  });
});

describe('captcha.geetest', () => {
  interface Slider {
    challenge: string;
    slider: { image: string; width: number; height: number; piece: number; top: number };
  }

  it('sends a slider puzzle as PNG pixels, never the gap position', async () => {
    const value = await t.value<Slider & Record<string, unknown>>('captcha.geetest');
    const { slider } = value;
    expect(slider).toMatchObject({ width: 260, height: 120, piece: 44 });
    const png = bytesOf(slider.image);
    expect(png.subarray(0, 8).toString('hex')).toBe(PNG_SIGNATURE);
    expect(pngSize(png)).toEqual([520, 240]);
    const position = Number(latestCaptchaAnswer(t).split(':')[1]);
    expect(position).toBeGreaterThan(slider.piece);
    expect(position).toBeLessThanOrEqual(slider.width - slider.piece);
    expect(Object.keys(value).sort()).toEqual([
      'challenge',
      'gt',
      'new_captcha',
      'slider',
      'success',
    ]);
    expect(Object.keys(slider).sort()).toEqual(['height', 'image', 'piece', 'top', 'width']);
  });

  it('answers the same puzzle to a refresh within a second, a new one after', async () => {
    const first = await t.value<Slider>('captcha.geetest');
    t.advance(500);
    expect((await t.value<Slider>('captcha.geetest')).challenge).toBe(first.challenge);
    t.advance(500);
    expect((await t.value<Slider>('captcha.geetest')).challenge).not.toBe(first.challenge);
  });

  it("replaces the caller's image captcha: only the latest counts", async () => {
    await t.call('captcha.image');
    await t.call('captcha.geetest');
    expect(t.state().auth.captchas.get(KEY)?.secret.kind).toBe('slider');
  });
});

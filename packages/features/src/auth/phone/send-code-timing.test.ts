import { describe, expect, it } from 'vitest';
import { countdownSeconds } from './send-code-timing.js';

describe('countdownSeconds', () => {
  it('counts expiredMinutes × 60 seconds', () => {
    expect(countdownSeconds(5, false)).toBe(300);
    expect(countdownSeconds(2, false)).toBe(120);
  });

  it('counts one minute when the answer gives no usable expiredMinutes', () => {
    expect(countdownSeconds(undefined, false)).toBe(60);
    expect(countdownSeconds(0, false)).toBe(60);
    expect(countdownSeconds(Number.NaN, false)).toBe(60);
  });

  it('counts 60 seconds when the phone-auth provider sends the code', () => {
    expect(countdownSeconds(5, true)).toBe(60);
  });
});

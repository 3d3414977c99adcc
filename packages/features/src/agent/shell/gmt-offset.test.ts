import { describe, expect, it } from 'vitest';
import { gmtOffset } from './gmt-offset.js';

const at = (offsetMinutes: number) => ({ getTimezoneOffset: () => offsetMinutes }) as Date;

describe('gmtOffset', () => {
  it('writes the offset east and west of Greenwich with hours and minutes', () => {
    expect(gmtOffset(at(-420))).toBe('GMT+07:00');
    expect(gmtOffset(at(210))).toBe('GMT-03:30');
    expect(gmtOffset(at(-345))).toBe('GMT+05:45');
    expect(gmtOffset(at(0))).toBe('GMT+00:00');
  });
});

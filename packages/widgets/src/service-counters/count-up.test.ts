import { describe, expect, it } from 'vitest';
import { COUNT_UP_MS, countAt } from './count-up.js';

describe('countAt', () => {
  it('starts at zero, rises without passing the figure and lands on it after 2000 ms', () => {
    expect(COUNT_UP_MS).toBe(2000);
    expect(countAt(1000, 0)).toBe(0);
    const samples = [250, 500, 1000, 1500, 1999].map((ms) => countAt(1000, ms));
    expect(samples).toEqual([...samples].sort((a, b) => a - b));
    expect(Math.max(...samples)).toBeLessThan(1000);
    expect(countAt(1000, 2000)).toBe(1000);
    expect(countAt(3, 5000)).toBe(3);
  });
});

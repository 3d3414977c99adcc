import { afterEach, describe, expect, it, vi } from 'vitest';
import { intlWarmUpSteps, runInSteps } from './warm-up-intl.js';

afterEach(() => vi.useRealTimers());

describe('making Intl load its data ahead of the first amounts', () => {
  it('runs each step in a task of its own, in order, leaving the current task at once', () => {
    vi.useFakeTimers();
    const ran: string[] = [];
    runInSteps([() => ran.push('numbers'), () => ran.push('currency'), () => ran.push('dates')]);
    expect(ran).toEqual([]);
    vi.advanceTimersToNextTimer();
    expect(ran).toEqual(['numbers']);
    vi.advanceTimersToNextTimer();
    expect(ran).toEqual(['numbers', 'currency']);
    vi.runAllTimers();
    expect(ran).toEqual(['numbers', 'currency', 'dates']);
  });

  it('goes through every step for a currency Intl refuses, as the page still starts', () => {
    for (const step of intlWarmUpSteps('vi-VN', 'NOT A CODE')) expect(step).not.toThrow();
    for (const step of intlWarmUpSteps('th', 'THB')) expect(step).not.toThrow();
  });
});

import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { usePlainAutoplay } from './use-plain-autoplay.js';

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

const advance = (ms: number): void => {
  act(() => {
    vi.advanceTimersByTime(ms);
  });
};

describe('usePlainAutoplay', () => {
  it('keeps a banner 5000 ms, slides the next one in over 1000 ms, and loops after the last', () => {
    const { result } = renderHook(() => usePlainAutoplay(3, true));
    expect(result.current).toEqual({ current: 0, sliding: false });
    advance(4999);
    expect(result.current).toEqual({ current: 0, sliding: false });
    advance(1);
    expect(result.current).toEqual({ current: 0, sliding: true });
    advance(1000);
    expect(result.current).toEqual({ current: 1, sliding: false });
    advance(5000);
    advance(1000);
    expect(result.current).toEqual({ current: 2, sliding: false });
    advance(5000);
    advance(1000);
    expect(result.current).toEqual({ current: 0, sliding: false });
  });

  it('stands still while not playing, and for a single banner', () => {
    const stopped = renderHook(() => usePlainAutoplay(3, false));
    const single = renderHook(() => usePlainAutoplay(1, true));
    advance(20_000);
    expect(stopped.result.current).toEqual({ current: 0, sliding: false });
    expect(single.result.current).toEqual({ current: 0, sliding: false });
  });
});

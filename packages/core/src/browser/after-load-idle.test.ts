import { afterEach, describe, expect, it, vi } from 'vitest';
import { afterLoadIdle } from './after-load-idle.js';

afterEach(() => vi.restoreAllMocks());

describe('afterLoadIdle', () => {
  it('waits for the load event, then for an idle moment', () => {
    const readyState = vi.spyOn(document, 'readyState', 'get').mockReturnValue('loading');
    const idle: (() => void)[] = [];
    vi.stubGlobal('requestIdleCallback', (callback: () => void) => idle.push(callback));
    const task = vi.fn();
    afterLoadIdle(task);
    expect(idle).toHaveLength(0);
    readyState.mockReturnValue('complete');
    window.dispatchEvent(new Event('load'));
    expect(task).not.toHaveBeenCalled();
    idle[0]?.();
    expect(task).toHaveBeenCalledTimes(1);
    vi.unstubAllGlobals();
  });

  it('never runs a cancelled task', () => {
    vi.spyOn(document, 'readyState', 'get').mockReturnValue('complete');
    const idle: (() => void)[] = [];
    vi.stubGlobal('requestIdleCallback', (callback: () => void) => idle.push(callback));
    vi.stubGlobal('cancelIdleCallback', () => undefined);
    const task = vi.fn();
    const cancel = afterLoadIdle(task);
    cancel();
    idle[0]?.();
    expect(task).not.toHaveBeenCalled();
    vi.unstubAllGlobals();
  });
});

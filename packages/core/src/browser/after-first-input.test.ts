import { afterEach, describe, expect, it, vi } from 'vitest';
import { afterFirstInput } from './after-first-input.js';

afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

/** A loaded page whose idle callbacks run when the test says so. */
function loadedPage(): (() => void)[] {
  vi.spyOn(document, 'readyState', 'get').mockReturnValue('complete');
  const idle: (() => void)[] = [];
  vi.stubGlobal('requestIdleCallback', (callback: () => void) => idle.push(callback));
  vi.stubGlobal('cancelIdleCallback', () => undefined);
  return idle;
}

describe('afterFirstInput', () => {
  it('waits for the visitor’s first touch of the page, then for an idle moment, and runs once', () => {
    const idle = loadedPage();
    const task = vi.fn();
    afterFirstInput(task);
    expect(idle).toHaveLength(0);
    window.dispatchEvent(new Event('touchstart'));
    expect(task).not.toHaveBeenCalled();
    idle[0]?.();
    expect(task).toHaveBeenCalledTimes(1);
    window.dispatchEvent(new Event('keydown'));
    expect(idle).toHaveLength(1);
  });
});

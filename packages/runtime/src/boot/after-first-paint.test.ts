import { afterEach, describe, expect, it, vi } from 'vitest';
import { afterFirstPaint } from './after-first-paint.js';

/** Frames and tasks the test runs by hand: nothing runs until the test says the browser got there. */
function browserQueues() {
  const frames: (() => void)[] = [];
  const tasks: (() => void)[] = [];
  vi.stubGlobal('requestAnimationFrame', (callback: () => void) => frames.push(callback));
  vi.stubGlobal('setTimeout', (callback: () => void) => tasks.push(callback));
  const drain = (queue: (() => void)[]) => queue.splice(0).forEach((run) => run());
  return { paintFrame: () => drain(frames), runTasks: () => drain(tasks) };
}

const hidden = (value: boolean) => vi.spyOn(document, 'hidden', 'get').mockReturnValue(value);

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('afterFirstPaint', () => {
  it('starts the app only after the next frame has been painted', () => {
    hidden(false);
    const browser = browserQueues();
    const run = vi.fn();
    afterFirstPaint(run);
    browser.runTasks();
    expect(run).not.toHaveBeenCalled();
    browser.paintFrame();
    expect(run).not.toHaveBeenCalled();
    browser.runTasks();
    expect(run).toHaveBeenCalledTimes(1);
  });

  it('starts at once in a hidden tab, which paints no frame', () => {
    hidden(true);
    const browser = browserQueues();
    const run = vi.fn();
    afterFirstPaint(run);
    expect(run).toHaveBeenCalledTimes(1);
    browser.paintFrame();
    browser.runTasks();
    expect(run).toHaveBeenCalledTimes(1);
  });
});

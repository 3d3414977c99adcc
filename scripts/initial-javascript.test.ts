import { describe, expect, it } from 'vitest';
import { initialJavaScriptOf, scriptBytesRequestedBy, timesFloor } from './initial-javascript.js';

/** A report whose network clock starts at 10 s (µs) on the trace's clock. */
function report(
  rows: Record<string, unknown>[],
  observed: { lcpMs?: number; loadMs?: number } = {},
) {
  const start = 10_000_000;
  const ts = (ms: number | undefined) => (ms === undefined ? undefined : start + ms * 1000);
  return {
    audits: {
      'network-requests': { details: { items: rows, debugData: { networkStartTimeTs: start } } },
      metrics: {
        details: {
          items: [
            {
              observedLargestContentfulPaintTs: ts(observed.lcpMs),
              observedLoadTs: ts(observed.loadMs),
            },
          ],
        },
      },
    },
  };
}

const script = (url: string, at: number, bytes: number) => ({
  url,
  resourceType: 'Script',
  rendererStartTime: at,
  transferSize: bytes,
});

describe('initial JavaScript of a Lighthouse run', () => {
  it('counts the scripts requested up to the later of the largest paint and load', () => {
    const rows = [
      { url: '/', resourceType: 'Document', rendererStartTime: 0, transferSize: 9000 },
      script('/entry.js', 20, 100_000),
      script('/axios.js', 380, 19_000),
      script('/swiper.js', 2600, 30_000),
      script('/sw.js', 3100, 2_000),
    ];
    // Load at 400 ms after the largest paint at 150 ms: the axios chunk counts, what the page
    // started once idle (carousel library, service worker) does not.
    expect(initialJavaScriptOf(report(rows, { lcpMs: 150, loadMs: 400 }))).toEqual({
      bytes: 119_000,
      scripts: 2,
      firstViewEndMs: 400,
    });
    // A largest paint after load (a game image behind a chain of calls) moves the end.
    expect(initialJavaScriptOf(report(rows, { lcpMs: 2700, loadMs: 400 })).bytes).toBe(149_000);
  });

  it("counts the app's scripts requested after the first view, up to its first backend call", () => {
    const rows = [
      { url: '/', resourceType: 'Document', rendererStartTime: 0, transferSize: 9000 },
      script('/entry.js', 20, 1_500),
      script('/start.js', 320, 120_000),
      { url: '/wps/system/status', resourceType: 'XHR', rendererStartTime: 450, transferSize: 900 },
      script('/login.js', 900, 4_000),
    ];
    // The server-drawn first view painted at 150 ms and the page loaded at 300 ms, before the
    // app's scripts were asked for: they count, up to the app's first call.
    expect(initialJavaScriptOf(report(rows, { lcpMs: 150, loadMs: 300 }))).toEqual({
      bytes: 121_500,
      scripts: 2,
      firstViewEndMs: 450,
    });
  });

  it('counts a script without a start time as not initial and one without a size as nothing', () => {
    expect(
      scriptBytesRequestedBy(
        [
          { resourceType: 'Script', transferSize: 500 },
          { resourceType: 'Script', rendererStartTime: 10 },
          { resourceType: 'Stylesheet', rendererStartTime: 10, transferSize: 20_000 },
        ],
        100,
      ),
    ).toEqual({ bytes: 0, scripts: 1 });
  });

  it('refuses a report without the network clock', () => {
    expect(() => initialJavaScriptOf({ audits: {} })).toThrow(/network start/);
  });

  it('gives a multiple of the floor', () => {
    expect(timesFloor(126_480, 105_400)).toBe('1.20 ×');
    expect(timesFloor(1000, 0)).toBe('—');
  });
});

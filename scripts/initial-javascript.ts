/**
 * A page's initial JavaScript, read from a Lighthouse report (docs/performance.md, "How it is
 * measured"): the bytes transferred for scripts whose request the page made before its first view
 * was complete and the app had started — before the latest of the largest paint, the `load` event
 * (both as observed in the unthrottled load Lighthouse records) and the page's first backend call
 * (the app's, made once its scripts run: the app loads after the server-drawn first view has
 * painted, so a first view may be complete before the app's scripts are even asked for). What
 * the page starts only once it is idle after load (the carousel library, the login window, the
 * service worker) is not in it; the total transferred still is.
 */

/** One row of Lighthouse's `network-requests` audit; its times are ms from its first request. */
export interface NetworkRequestRow {
  url?: string;
  resourceType?: string;
  rendererStartTime?: number;
  transferSize?: number;
}

/** The parts of a Lighthouse report the measure reads. */
export interface LighthouseReportPart {
  audits: Record<
    string,
    | {
        details?: {
          items?: Record<string, unknown>[];
          debugData?: { networkStartTimeTs?: number };
        };
      }
    | undefined
  >;
}

export interface InitialJavaScript {
  /** Bytes transferred for the scripts requested before the first view was complete. */
  bytes: number;
  /** How many scripts those are. */
  scripts: number;
  /** When the first view was complete and the app had started, in ms from the first request. */
  firstViewEndMs: number;
}

const numberOr = (value: unknown, fallback: number): number =>
  typeof value === 'number' && Number.isFinite(value) ? value : fallback;

/** Sums the scripts whose request the page made at or before `endMs`. */
export function scriptBytesRequestedBy(
  rows: readonly NetworkRequestRow[],
  endMs: number,
): Omit<InitialJavaScript, 'firstViewEndMs'> {
  let bytes = 0;
  let scripts = 0;
  for (const row of rows) {
    if (row.resourceType !== 'Script') continue;
    if (numberOr(row.rendererStartTime, Infinity) > endMs) continue;
    bytes += numberOr(row.transferSize, 0);
    scripts += 1;
  }
  return { bytes, scripts };
}

/** When the page made its first backend call (an XHR or fetch), in ms; none: -Infinity. */
function firstCallMs(rows: readonly NetworkRequestRow[]): number {
  const calls = rows
    .filter((row) => row.resourceType === 'XHR' || row.resourceType === 'Fetch')
    .map((row) => numberOr(row.rendererStartTime, Infinity));
  return calls.length === 0 ? -Infinity : Math.min(...calls);
}

/**
 * The initial JavaScript of one Lighthouse run. The observed timestamps (µs, the trace's clock)
 * are moved onto the network audit's clock through its `networkStartTimeTs`.
 */
export function initialJavaScriptOf(report: LighthouseReportPart): InitialJavaScript {
  const network = report.audits['network-requests']?.details;
  const start = network?.debugData?.networkStartTimeTs;
  const metrics = report.audits.metrics?.details?.items?.[0] ?? {};
  if (start === undefined) throw new Error('the report has no network start time');
  const lcp = numberOr(metrics.observedLargestContentfulPaintTs, start);
  const load = numberOr(metrics.observedLoadTs, start);
  const rows = (network?.items ?? []) as NetworkRequestRow[];
  const firstViewEndMs = Math.max((Math.max(lcp, load) - start) / 1000, firstCallMs(rows));
  return { ...scriptBytesRequestedBy(rows, firstViewEndMs), firstViewEndMs };
}

/** `bytes` as a multiple of the floor's, as the report prints it ("1.18 ×"). */
export function timesFloor(bytes: number, floorBytes: number): string {
  if (floorBytes <= 0) return '—';
  return `${(bytes / floorBytes).toFixed(2)} ×`;
}

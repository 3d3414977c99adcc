import type { TenantRegistry } from '@wl/tenant-config/node';
import { confinedUpstreamUrl } from '../proxy-path.js';
import type { SiteMetrics } from './metrics.js';

/** The cheap call each upstream answers for readiness: the public site status. */
export const HEALTH_CALL = '/wps/system/status';

export interface UpstreamHealthOptions {
  tenants: TenantRegistry;
  metrics: SiteMetrics;
  /** Time between two rounds of calls (default 10 s). */
  intervalMs?: number;
  /** How long one call may take (default 3 s). */
  timeoutMs?: number;
  /** An upstream whose last good answer is older than this is degraded (default 30 s). */
  freshForMs?: number;
  fetch?: typeof fetch;
  now?: () => number;
}

export type UpstreamState = 'ok' | 'degraded';

/**
 * Calls every tenant's `api.upstream` in the background (`GET /wps/system/status` with the
 * tenant's merchant) and remembers when each last answered 2xx. A tenant whose upstream has not
 * answered within `freshForMs` is degraded; the instance stays ready for the others.
 */
export class UpstreamHealth {
  private readonly lastGood = new Map<string, number>();
  private timer: NodeJS.Timeout | undefined;
  private readonly intervalMs: number;
  private readonly timeoutMs: number;
  private readonly freshForMs: number;
  private readonly fetch: typeof fetch;
  private readonly now: () => number;

  constructor(private readonly options: UpstreamHealthOptions) {
    this.intervalMs = options.intervalMs ?? 10_000;
    this.timeoutMs = options.timeoutMs ?? 3_000;
    this.freshForMs = options.freshForMs ?? 30_000;
    this.fetch = options.fetch ?? fetch;
    this.now = options.now ?? Date.now;
  }

  /** One round now, then one every interval until `stop`. */
  async start(): Promise<void> {
    await this.check();
    this.timer = setInterval(() => void this.check(), this.intervalMs);
    this.timer.unref();
  }

  stop(): void {
    clearInterval(this.timer);
  }

  /** Calls every tenant's upstream once, side by side. */
  async check(): Promise<void> {
    await Promise.all(
      this.options.tenants.list().map(async (tenant) => {
        const upstream = tenant.tenant.api.upstream;
        if (upstream === null) return;
        const good = await this.answers(upstream, tenant.tenant.merchantCode);
        if (good) this.lastGood.set(tenant.code, this.now());
        this.options.metrics.upstreamUp.set({ tenant: tenant.code }, good ? 1 : 0);
      }),
    );
  }

  /** Each tenant with an upstream: ok when it answered recently, else degraded. */
  states(): Record<string, UpstreamState> {
    const states: Record<string, UpstreamState> = {};
    for (const tenant of this.options.tenants.list()) {
      if (tenant.tenant.api.upstream === null) continue;
      const last = this.lastGood.get(tenant.code);
      states[tenant.code] =
        last !== undefined && this.now() - last <= this.freshForMs ? 'ok' : 'degraded';
    }
    return states;
  }

  private async answers(upstream: string, merchantCode: string): Promise<boolean> {
    const url = confinedUpstreamUrl(upstream, HEALTH_CALL, '/wps/');
    if (url === null) return false;
    try {
      const answer = await this.fetch(url, {
        headers: { merchant: merchantCode, accept: 'application/json' },
        signal: AbortSignal.timeout(this.timeoutMs),
      });
      await answer.body?.cancel();
      return answer.ok;
    } catch {
      return false;
    }
  }
}

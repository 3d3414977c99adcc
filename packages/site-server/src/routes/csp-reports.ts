import type { FastifyInstance } from 'fastify';
import type { TenantRegistry } from '@wl/tenant-config/node';
import { CSP_REPORT_PATH } from '../page-csp.js';

/** Reports one address may send in a window; more are answered 429 and not counted. */
const REPORTS_PER_ADDRESS = 20;
const WINDOW_MS = 60_000;
/** Addresses remembered in one window at most (then the window starts over). */
const MAX_ADDRESSES = 10_000;
/** A report's body at most (bytes): a real one is well under 4 kB. */
const MAX_REPORT_BYTES = 16 * 1024;
const REPORT_TYPES = ['application/csp-report', 'application/reports+json', 'application/json'];

/** The reports of what pages' policies blocked, counted by tenant (`unknown` for other hosts). */
export class CspReportCount {
  readonly #byTenant = new Map<string, number>();
  readonly #loggedAt = new Map<string, number>();

  /** Counts a report; whether it is the first of its tenant in the window (then logged). */
  add(tenant: string, now: number): boolean {
    this.#byTenant.set(tenant, (this.#byTenant.get(tenant) ?? 0) + 1);
    const logged = this.#loggedAt.get(tenant);
    if (logged !== undefined && now - logged < WINDOW_MS) return false;
    this.#loggedAt.set(tenant, now);
    return true;
  }

  /** Reports counted for `tenant` since the server started. */
  of(tenant: string): number {
    return this.#byTenant.get(tenant) ?? 0;
  }
}

const counts = new WeakMap<FastifyInstance, CspReportCount>();

/** The reports `app` has counted. */
export function cspReportsOf(app: FastifyInstance): CspReportCount | undefined {
  return counts.get(app);
}

/** What a report says was blocked: the directive and the address, as browsers name them. */
function blockedOf(body: unknown): { directive?: unknown; blocked?: unknown } {
  const report = Array.isArray(body) ? (body[0] as { body?: unknown } | undefined)?.body : body;
  if (typeof report !== 'object' || report === null) return {};
  const fields = (report as Record<string, unknown>)['csp-report'] ?? report;
  if (typeof fields !== 'object' || fields === null) return {};
  const record = fields as Record<string, unknown>;
  return {
    directive: record['violated-directive'] ?? record.effectiveDirective,
    blocked: record['blocked-uri'] ?? record.blockedURL,
  };
}

/**
 * `POST /csp-report` (the pages' `report-uri`): each report is counted for the host's tenant
 * and answered 204; the first of a tenant each minute is logged as a warning with what was
 * blocked, so a flood of reports never floods the log. An address sending more than 20 a minute
 * gets 429, uncounted; a body over 16 kB is refused (413).
 */
export function registerCspReports(app: FastifyInstance, registry: TenantRegistry): void {
  const count = new CspReportCount();
  counts.set(app, count);
  let windowStart = Date.now();
  let sent = new Map<string, number>();
  void app.register((scope, _options, done) => {
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser(
      REPORT_TYPES,
      { parseAs: 'string', bodyLimit: MAX_REPORT_BYTES },
      (_request, body, done) => {
        try {
          done(null, JSON.parse(body as string));
        } catch {
          done(null, undefined);
        }
      },
    );
    scope.post(CSP_REPORT_PATH, (request, reply) => {
      const now = Date.now();
      if (now - windowStart >= WINDOW_MS || sent.size >= MAX_ADDRESSES) {
        windowStart = now;
        sent = new Map();
      }
      const fromAddress = (sent.get(request.ip) ?? 0) + 1;
      sent.set(request.ip, fromAddress);
      if (fromAddress > REPORTS_PER_ADDRESS) return reply.code(429).send();
      const tenant = registry.resolveHost(request.headers.host ?? '')?.code ?? 'unknown';
      if (count.add(tenant, now)) {
        request.log.warn(
          { tenant, cspReports: count.of(tenant), ...blockedOf(request.body) },
          'content security policy report',
        );
      }
      return reply.code(204).send();
    });
    done();
  });
}

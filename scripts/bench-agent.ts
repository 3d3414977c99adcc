/**
 * `pnpm bench:agent`: how the agent centre copes with a large team (docs/performance.md#large-teams).
 * Starts the mock backend in-process (Fastify `inject`, no socket), signs in as `agent.big`
 * (10,000 accounts below it, 100,000 bets over 60 days, made at that first sign-in) and times every
 * agent report over the last 30 days and over the widest range a report takes, `--runs` times
 * each (median and 95th percentile). Then, when a runtime build exists (`packages/runtime/dist`,
 * or `--dist`), serves the site on the same kind of mock and drives headless Chromium through team
 * management and team betting, sorting the betting table, and records the long tasks (over
 * 50 ms) the page's main thread ran meanwhile: total blocking time and the longest task per step.
 * Writes the tables into docs/performance.md between its `bench:agent` markers.
 *
 *   pnpm bench:agent [--runs 20] [--dist <runtime build>] [--chromium <path>] [--no-write]
 */
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { cpus, loadavg } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { chromium, type Page } from '@playwright/test';
import Fastify, { type FastifyInstance } from 'fastify';
import { ENDPOINTS, type EndpointId, type EndpointMeta } from '@wl/api';
import { mockApi } from '@wl/mock-server';
import { buildSiteServer } from '@wl/site-server';
import { TenantRegistry } from '@wl/tenant-config/node';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const REPORT = join(ROOT, 'docs/performance.md');
const BEGIN = '<!-- bench:agent begin -->';
const END = '<!-- bench:agent end -->';
const TENANT = 'saigon';
const AGENT = 'agent.big';
const PASSWORD = 'Passw0rd!';
/** Every report must answer within this on the mock (docs/performance.md#large-teams). */
const TARGET_MS = 300;
const DAY_MS = 24 * 60 * 60 * 1000;

const { values } = parseArgs({
  options: {
    runs: { type: 'string', default: '20' },
    dist: { type: 'string', default: join(ROOT, 'packages/runtime/dist') },
    chromium: { type: 'string', default: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium' },
    'no-write': { type: 'boolean', default: false },
  },
});
const RUNS = Math.max(1, Number(values.runs));

const day = (at: number): string => new Date(at).toISOString().slice(0, 10);
const today = Date.now();
const MONTH = { startDate: day(today - 29 * DAY_MS), endDate: day(today) };
/** The widest range a report takes (92 days): every bet of the team. */
const WHOLE = { startDate: day(today - 91 * DAY_MS), endDate: day(today) };

interface Case {
  label: string;
  id: EndpointId;
  query: Record<string, string | number>;
}

const CASES: readonly Case[] = [
  { label: 'team overview, 30 days', id: 'reports.overview', query: MONTH },
  { label: 'team overview, 92 days', id: 'reports.overview', query: WHOLE },
  {
    label: 'team overview, drill-down `big.a01`, 92 days',
    id: 'reports.overview',
    query: { ...WHOLE, team: 'big.a01' },
  },
  { label: 'team betting, 30 days', id: 'reports.betting', query: { ...MONTH, pageSize: 20 } },
  {
    label: 'team betting, 92 days, sorted by valid bets',
    id: 'reports.betting',
    query: { ...WHOLE, pageSize: 20, sortBy: 'validBet', sortOrder: 'desc' },
  },
  { label: 'user loss, 30 days', id: 'reports.userLoss', query: { ...MONTH, pageSize: 20 } },
  {
    label: 'user loss, 92 days, sorted by username',
    id: 'reports.userLoss',
    query: { ...WHOLE, pageSize: 20, sortBy: 'username', sortOrder: 'asc' },
  },
  {
    label: 'user loss, one member, 92 days',
    id: 'reports.userLoss',
    query: { ...WHOLE, username: 'big.m00001' },
  },
  { label: 'my income, 92 days', id: 'reports.myIncome', query: WHOLE },
  { label: 'account details, 92 days', id: 'reports.accountDetails', query: WHOLE },
  { label: 'team management, direct downlines', id: 'team.members', query: { pageSize: 20 } },
  {
    label: 'team management, downlines of `big.a01.01`',
    id: 'team.members',
    query: { parent: 'big.a01.01', pageSize: 20 },
  },
  {
    label: 'team management, search "m0001"',
    id: 'team.members',
    query: { keyword: 'm0001', pageSize: 20 },
  },
  {
    label: 'payouts (daily wage contract page)',
    id: 'team.contracts',
    query: { contractType: 'DAILY_SALARY' },
  },
];

function quantile(sorted: readonly number[], q: number): number {
  const at = Math.min(sorted.length - 1, Math.ceil(q * sorted.length) - 1);
  return sorted[Math.max(0, at)] ?? 0;
}

interface Envelope<T> {
  success: boolean;
  message?: string | null;
  value?: T;
}

/** Calls an API endpoint on the in-process mock as the runtime would. */
async function call<T>(
  app: FastifyInstance,
  merchant: string,
  id: EndpointId,
  options: { query?: Record<string, string | number>; body?: object; token?: string } = {},
): Promise<{ status: number; body: Envelope<T> }> {
  const def: EndpointMeta = ENDPOINTS[id];
  const res = await app.inject({
    method: def.method,
    url: def.path,
    query: Object.fromEntries(
      Object.entries(options.query ?? {}).map(([key, value]) => [key, String(value)]),
    ),
    headers: {
      merchant,
      device: 'web',
      ...def.headers,
      ...(options.token === undefined ? {} : { authorization: options.token }),
    },
    ...(options.body === undefined ? {} : { payload: options.body }),
  });
  return { status: res.statusCode, body: res.json<Envelope<T>>() };
}

/** Signs the big agent in (drawing the captcha the mock may ask for) and answers its token. */
async function signIn(app: FastifyInstance, merchant: string, prefix = ''): Promise<string> {
  await app.inject({ url: `${prefix}/wps/captcha`, headers: { merchant, device: 'web' } });
  const told = await app.inject({
    url: `/__dev/tenants/${TENANT}/captcha`,
    headers: { merchant, device: 'web' },
  });
  const captcha = told.statusCode === 200 ? told.json<{ answer?: string }>().answer : undefined;
  const login = await call<{ token: string }>(app, merchant, 'session.login', {
    body: { type: 'username', username: AGENT, password: PASSWORD, portal: 'agent', captcha },
  });
  const token = login.body.value?.token;
  if (!login.body.success || !token)
    throw new Error(`signing in ${AGENT} failed: ${login.body.message ?? login.status}`);
  return token;
}

interface Timing {
  label: string;
  medianMs: number;
  p95Ms: number;
  rows: string;
}

async function timeReports(): Promise<{ timings: Timing[]; signInMs: number }> {
  const tenants = new TenantRegistry({ tenantsDir: join(ROOT, 'tenants') });
  const merchant = tenants.get(TENANT)?.tenant.merchantCode;
  if (!merchant) throw new Error(`no tenant ${TENANT}`);
  const app = Fastify();
  await app.register(mockApi, { tenants, devControls: true });
  await app.ready();
  try {
    const started = performance.now();
    const token = await signIn(app, merchant);
    const signInMs = performance.now() - started;
    const timings: Timing[] = [];
    for (const c of CASES) {
      const times: number[] = [];
      let rows = '';
      // One call first: settlements and the indexes catch up once, as on a running mock.
      for (let run = 0; run <= RUNS; run += 1) {
        const t0 = performance.now();
        const res = await call<{ totalElements?: number; payouts?: unknown[] }>(
          app,
          merchant,
          c.id,
          {
            query: c.query,
            token,
          },
        );
        const elapsed = performance.now() - t0;
        if (!res.body.success) throw new Error(`${c.label}: ${res.body.message ?? res.status}`);
        const value = res.body.value;
        rows =
          value?.totalElements !== undefined
            ? String(value.totalElements)
            : value?.payouts
              ? String(value.payouts.length)
              : '—';
        if (run > 0) times.push(elapsed);
      }
      times.sort((a, b) => a - b);
      timings.push({
        label: c.label,
        medianMs: quantile(times, 0.5),
        p95Ms: quantile(times, 0.95),
        rows,
      });
      console.info(
        `${c.label}: median ${quantile(times, 0.5).toFixed(1)} ms, p95 ${quantile(times, 0.95).toFixed(1)} ms`,
      );
    }
    return { timings, signInMs };
  } finally {
    await app.close();
  }
}

interface Step {
  label: string;
  elapsedMs: number;
  blockingMs: number;
  longestMs: number;
  longTasks: number;
}

/** Long tasks the page saw since `since` (performance.now() of the page). */
async function longTasksSince(page: Page, since: number) {
  const tasks = await page.evaluate(
    (from) =>
      (
        (window as unknown as { __longTasks?: { start: number; duration: number }[] })
          .__longTasks ?? []
      ).filter((t) => t.start >= from),
    since,
  );
  return {
    blockingMs: tasks.reduce((sum, t) => sum + Math.max(0, t.duration - 50), 0),
    longestMs: Math.max(0, ...tasks.map((t) => t.duration)),
    longTasks: tasks.length,
  };
}

/** Which document the page shows (a navigation starts a new one, its clock from 0) and its time. */
const pageClock = (page: Page) =>
  page.evaluate(() => ({
    document: (window as unknown as { __document?: number }).__document ?? 0,
    now: performance.now(),
  }));

async function step(page: Page, label: string, act: () => Promise<void>): Promise<Step> {
  const before = await pageClock(page);
  const t0 = performance.now();
  await act();
  const elapsedMs = performance.now() - t0;
  // Long tasks are reported shortly after they end.
  await page.waitForTimeout(300);
  const after = await pageClock(page);
  const since = after.document === before.document ? before.now : 0;
  const result = { label, elapsedMs, ...(await longTasksSince(page, since)) };
  console.info(
    `${label}: ${elapsedMs.toFixed(0)} ms, TBT ${result.blockingMs.toFixed(0)} ms, longest ${result.longestMs.toFixed(0)} ms`,
  );
  return result;
}

async function measurePage(dist: string): Promise<Step[]> {
  const site = buildSiteServer({
    tenantsDir: join(ROOT, 'tenants'),
    distDir: dist,
    mock: true,
    devControls: true,
    serviceWorker: false,
    logger: false,
  });
  await site.listen({ host: '127.0.0.1', port: 0 });
  const host = `${TENANT}.localhost:${(site.server.address() as AddressInfo).port}`;
  const browser = await chromium.launch({
    executablePath: values.chromium,
    args: ['--no-sandbox', `--host-resolver-rules=MAP ${TENANT}.localhost 127.0.0.1`],
  });
  try {
    const first = await site.inject({ url: '/', headers: { host } });
    const merchant = /"merchantCode":"([^"]+)"/.exec(first.body)?.[1] ?? '';
    const token = await signInSite(site, host, merchant);
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    await context.addInitScript(() => {
      const tasks: { start: number; duration: number }[] = [];
      const w = window as unknown as { __longTasks: typeof tasks; __document: number };
      w.__longTasks = tasks;
      w.__document = Math.random();
      new PerformanceObserver((list) => {
        for (const e of list.getEntries()) tasks.push({ start: e.startTime, duration: e.duration });
      }).observe({ type: 'longtask', buffered: true });
    });
    const page = await context.newPage();
    const base = `http://${host}`;
    const steps: Step[] = [];
    // Signed in as the site keeps a sign-in (session storage), in English (the labels below).
    await page.goto(`${base}/`);
    await page.evaluate((signed) => {
      localStorage.setItem('hisLang', 'EN');
      sessionStorage.setItem('token', signed);
      sessionStorage.setItem('MC_SESSION_INFO', JSON.stringify({ type: 1, firstTimeLogin: false }));
    }, token);
    steps.push(
      await step(page, 'open the agent centre', async () => {
        await page.goto(`${base}/agentHome`);
        await page.locator('[data-widget="agent-center"]').waitFor();
      }),
    );
    steps.push(
      await step(page, 'open team management (first level)', async () => {
        await page.goto(`${base}/agentHome?page=teamManagement`);
        await page.getByRole('table').locator('tbody tr').first().waitFor();
      }),
    );
    steps.push(
      await step(page, 'open team betting (today)', async () => {
        await page.goto(`${base}/agentHome?page=teamBetting`);
        await page.getByRole('table').locator('tbody tr').first().waitFor();
      }),
    );
    steps.push(
      await step(page, 'team betting: last 30 days', async () => {
        await page.getByLabel('Period').selectOption('range');
        await page.getByLabel('From', { exact: true }).fill(MONTH.startDate);
        await page.getByLabel('To', { exact: true }).fill(MONTH.endDate);
        const answered = page.waitForResponse((r) => r.url().includes('AGENTFE_getTeamBetting'));
        await page.getByRole('button', { name: 'Search' }).click();
        await answered;
        await page.getByRole('table').locator('tbody tr').first().waitFor();
      }),
    );
    steps.push(
      await step(page, 'team betting: sort by valid bets', async () => {
        const answered = page.waitForResponse((r) => r.url().includes('AGENTFE_getTeamBetting'));
        await page
          .getByRole('columnheader', { name: /Valid bets/ })
          .getByRole('button')
          .click();
        await answered;
        await page.getByRole('table').locator('tbody tr').first().waitFor();
      }),
    );
    return steps;
  } finally {
    await browser.close();
    await site.close();
  }
}

/** Signs the big agent in through the site's own backend path (plain JSON on saigon). */
async function signInSite(site: FastifyInstance, host: string, merchant: string): Promise<string> {
  await site.inject({ url: '/wps/captcha', headers: { host, merchant, device: 'web' } });
  const told = await site.inject({
    url: `/__dev/tenants/${TENANT}/captcha`,
    headers: { host, merchant, device: 'web' },
  });
  const captcha = told.statusCode === 200 ? told.json<{ answer?: string }>().answer : undefined;
  const res = await site.inject({
    method: 'POST',
    url: '/wps/session/login',
    headers: { host, merchant, device: 'web', 'content-type': 'application/json' },
    payload: { type: 'username', username: AGENT, password: PASSWORD, portal: 'agent', captcha },
  });
  const token = res.json<Envelope<{ token: string }>>().value?.token;
  if (!token) throw new Error(`signing in ${AGENT} on the site failed: ${res.body}`);
  return token;
}

const fmt = (ms: number): string => `${ms.toFixed(1)} ms`;

function table(
  timings: readonly Timing[],
  signInMs: number,
  steps: readonly Step[] | string,
  started: Date,
  loads: { before: number[]; after: number[] },
): string {
  const lines = [
    `Measured ${started.toISOString().slice(0, 16).replace('T', ' ')} UTC on ${cpus().length} × ${cpus()[0]?.model.trim() ?? 'CPU'}, load average ${loads.before[0]?.toFixed(2)} before and ${loads.after[0]?.toFixed(2)} after; ${RUNS} runs per call after one warm-up call. Times of \`app.inject\` (no network). The first sign-in of \`${AGENT}\`, which makes its team, took ${Math.round(signInMs)} ms.`,
    '',
    '| report call | rows | median | p95 |',
    '| --- | --- | --- | --- |',
    ...timings.map((t) => {
      const mark = (ms: number) => (ms <= TARGET_MS ? fmt(ms) : `**${fmt(ms)}**`);
      return `| ${t.label} | ${t.rows} | ${mark(t.medianMs)} | ${mark(t.p95Ms)} |`;
    }),
    '',
  ];
  if (typeof steps === 'string') lines.push(steps);
  else {
    lines.push(
      '| page step (Chromium, headless) | until shown | total blocking time | longest task | long tasks |',
      '| --- | --- | --- | --- | --- |',
      ...steps.map(
        (s) =>
          `| ${s.label} | ${Math.round(s.elapsedMs)} ms | ${Math.round(s.blockingMs)} ms | ${Math.round(s.longestMs)} ms | ${s.longTasks} |`,
      ),
    );
  }
  return lines.join('\n');
}

async function main(): Promise<void> {
  const started = new Date();
  const before = loadavg();
  const { timings, signInMs } = await timeReports();
  const dist = values.dist ?? '';
  let steps: Step[] | string;
  if (!existsSync(join(dist, 'index.html'))) {
    steps = `Page responsiveness not measured: no runtime build at \`${dist}\` (\`pnpm build\`, or \`--dist\`).`;
  } else if (!existsSync(values.chromium ?? '')) {
    steps = `Page responsiveness not measured: no Chromium at \`${values.chromium}\`.`;
  } else {
    steps = await measurePage(dist);
  }
  const text = table(timings, signInMs, steps, started, { before, after: loadavg() });
  console.info(`\n${text}`);
  if (values['no-write']) return;
  const doc = readFileSync(REPORT, 'utf8');
  const from = doc.indexOf(BEGIN);
  const to = doc.indexOf(END);
  if (from < 0 || to < from) throw new Error(`${REPORT} has no ${BEGIN} … ${END} markers`);
  writeFileSync(REPORT, `${doc.slice(0, from + BEGIN.length)}\n${text}\n${doc.slice(to)}`);
  console.info(`\nwritten to ${REPORT}`);
}

await main();

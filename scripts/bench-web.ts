/**
 * `pnpm bench:web`: Lighthouse (its default mobile emulation and simulated throttling, Debian's
 * Chromium) on every page type of each demo tenant — home, a game list, the lottery page, the
 * member centre signed in as a member, the agent centre signed in as an agent — and on a bare page
 * built from the same stack (react, react-dom, react-router-dom, zustand, swr, axios, i18next,
 * react-i18next) as the floor. JavaScript is given twice: the initial JavaScript (scripts
 * requested before the first view was complete, scripts/initial-javascript.ts) as a multiple of
 * the floor's, and everything transferred until Lighthouse stops. Each figure is the median of
 * `--runs` runs (5); the machine's benchmark index and load are recorded. Writes the table into
 * docs/performance.md (between its `bench:web` markers). Needs a runtime build (`pnpm build`).
 *
 *   pnpm bench:web [--runs 5] [--tenants saigon,jade] [--pages home,rng] [--chromium <path>]
 *                  [--no-write] [--reports <dir>] [--dist <dir>] [--lang EN]
 *
 * `--no-write` prints the table instead of writing it (single runs to compare before and after a
 * change); `--reports <dir>` keeps each run's Lighthouse report as JSON there (its `long-tasks`,
 * `bootup-time`, `mainthread-work-breakdown` and `script-treemap-data` audits show where the
 * main thread's time goes); `--dist <dir>` serves another runtime build (one kept from before a
 * change) instead of `packages/runtime/dist`; `--lang <code>` opens each page in that language
 * (`?lang=`, as a visitor's link names it).
 */
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import puppeteer, { type Page } from 'puppeteer-core';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import { brotliCompressSync } from 'node:zlib';
import type { AddressInfo } from 'node:net';
import { cpus, loadavg, tmpdir } from 'node:os';
import { extname, join, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';
import { runInNewContext } from 'node:vm';
import { webcrypto } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { buildSiteServer } from '@wl/site-server';
import {
  modernPayloadEncryptor,
  SESSION_KEYS,
  upstreamScriptPayloadEncryptor,
  type BackendPublicKey,
  type PayloadEncryptor,
} from '@wl/core';
import { initialJavaScriptOf, timesFloor } from './initial-javascript.js';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const DEFAULT_DIST_DIR = join(ROOT, 'packages/runtime/dist');
const REPORT = join(ROOT, 'docs/performance.md');
const BEGIN = '<!-- bench:web begin -->';
const END = '<!-- bench:web end -->';
const DEMO_TENANTS = ['saigon', 'jade', 'goalline'];
const PASSWORD = 'Passw0rd!';

/** Targets of the report (docs/performance.md#targets). */
const TARGETS = { score: 95, lcpMs: 2000, cls: 0.05, homeJsRatio: 1.2 };

type Session = 'visitor' | 'member' | 'agent';
interface PageType {
  id: string;
  label: string;
  path: string;
  session: Session;
}

const PAGE_TYPES: readonly PageType[] = [
  { id: 'home', label: 'home', path: '/', session: 'visitor' },
  { id: 'rng', label: 'game list (/rng)', path: '/rng', session: 'visitor' },
  { id: 'lottery', label: 'lottery (/lottery)', path: '/lottery', session: 'member' },
  { id: 'member', label: 'member centre', path: '/member', session: 'member' },
  { id: 'agent', label: 'agent centre', path: '/agentHome', session: 'agent' },
];

/** The seeded mock accounts the signed-in pages use. */
const ACCOUNTS: Record<Exclude<Session, 'visitor'>, string> = {
  member: 'player.one',
  agent: 'agent.top',
};

const { values } = parseArgs({
  options: {
    runs: { type: 'string', default: '5' },
    tenants: { type: 'string', default: DEMO_TENANTS.join(',') },
    pages: { type: 'string', default: PAGE_TYPES.map((page) => page.id).join(',') },
    chromium: { type: 'string', default: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium' },
    'no-write': { type: 'boolean', default: false },
    reports: { type: 'string' },
    dist: { type: 'string' },
    lang: { type: 'string' },
  },
});
const RUNS = Math.max(1, Number(values.runs));
const DIST_DIR = values.dist === undefined ? DEFAULT_DIST_DIR : resolve(values.dist);

interface Run {
  performance: number;
  accessibility: number;
  bestPractices: number;
  seo: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  fcpMs: number;
  scriptBytes: number;
  /** Script bytes requested before the first view was complete (initial-javascript.ts). */
  initialScriptBytes: number;
  benchmarkIndex: number;
  lcpElement: string;
}

type Median = Run;

function median(numbers: readonly number[]): number {
  const sorted = [...numbers].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1
    ? (sorted[middle] ?? 0)
    : ((sorted[middle - 1] ?? 0) + (sorted[middle] ?? 0)) / 2;
}

/** Each figure's median over the runs; the largest paint's element of the median-scoring run. */
function medianOf(runs: readonly Run[]): Median {
  const pick = (key: Exclude<keyof Run, 'lcpElement'>) => median(runs.map((run) => run[key]));
  const performance = pick('performance');
  const closest = [...runs].sort(
    (a, b) => Math.abs(a.performance - performance) - Math.abs(b.performance - performance),
  )[0];
  return {
    performance,
    accessibility: pick('accessibility'),
    bestPractices: pick('bestPractices'),
    seo: pick('seo'),
    lcpMs: pick('lcpMs'),
    tbtMs: pick('tbtMs'),
    cls: pick('cls'),
    fcpMs: pick('fcpMs'),
    scriptBytes: pick('scriptBytes'),
    initialScriptBytes: pick('initialScriptBytes'),
    benchmarkIndex: pick('benchmarkIndex'),
    lcpElement: closest?.lcpElement ?? '',
  };
}

interface LighthouseResult {
  categories: Record<string, { score: number | null } | undefined>;
  audits: Record<
    string,
    | {
        numericValue?: number;
        details?: {
          items?: Record<string, unknown>[];
          debugData?: { networkStartTimeTs?: number };
        };
      }
    | undefined
  >;
  environment: { benchmarkIndex: number };
  runtimeError?: { message: string };
}

/**
 * Installed in the measured page before its scripts (a string, so that it runs as written): notes
 * each largest-paint candidate the browser reports, as a short path of the element (its tag and
 * first class, three levels up) and, for a picture, its file. Lighthouse names no element when the
 * largest paint belongs to the server's first view, which the app replaces before Lighthouse asks
 * for the node; this note is taken while it is still on the page.
 */
const WATCH_LARGEST_PAINT = `(() => {
  if (!('PerformanceObserver' in window)) return;
  try {
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) {
        const parts = [];
        for (let node = entry.element, i = 0; node && node !== document.body && i < 3; node = node.parentElement, i += 1) {
          const first = node.classList[0];
          parts.unshift(node.tagName.toLowerCase() + (first ? '.' + first : ''));
        }
        const file = entry.url ? ' (' + entry.url.split('/').pop() + ')' : '';
        window.__largestPaint = { path: (parts.join(' > ') || '(gone)') + file, element: entry.element };
      }
    }).observe({ type: 'largest-contentful-paint', buffered: true });
  } catch {}
})();`;

/** The largest paint noted in the page (WATCH_LARGEST_PAINT), marked when the app has replaced it. */
async function notedLargestPaint(page: Page): Promise<string> {
  const read = `(() => {
    const noted = window.__largestPaint;
    if (!noted) return '';
    return noted.path + (noted.element && !noted.element.isConnected ? ' · first view' : '');
  })()`;
  try {
    const noted: unknown = await page.evaluate(read);
    return typeof noted === 'string' ? noted : '';
  } catch {
    return '';
  }
}

/** The largest paint's element as Lighthouse names it (a CSS selector of it). */
function lcpElementOf(lhr: LighthouseResult): string {
  const table = lhr.audits['largest-contentful-paint-element']?.details?.items?.[0] as
    { items?: { node?: { selector?: string } }[] } | undefined;
  return table?.items?.[0]?.node?.selector ?? '';
}

/** A signed-in account as the runtime keeps it in the tab: its token and its kind (member, agent). */
interface SignedIn {
  token: string;
  customerType: number;
}

/**
 * One Lighthouse run on `url`. With a `session`, the page is signed in as a returning member's or
 * agent's is: the token and the session info are in the tab's session storage before the page's
 * first script runs (where the runtime keeps them), and the measured address carries none.
 */
async function lighthouseRun(url: string, session?: SignedIn, label = ''): Promise<Run> {
  const chrome = await chromeLauncher.launch({
    chromePath: values.chromium,
    chromeFlags: ['--headless=new', '--no-sandbox'],
  });
  const browser = await puppeteer.connect({
    browserURL: `http://127.0.0.1:${chrome.port}`,
    defaultViewport: null,
  });
  try {
    const page = await browser.newPage();
    await page.evaluateOnNewDocument(WATCH_LARGEST_PAINT);
    if (session !== undefined) {
      await page.evaluateOnNewDocument(
        (entries: string[][]) => {
          try {
            for (const [key = '', value = ''] of entries) sessionStorage.setItem(key, value);
          } catch {
            // about:blank has no storage
          }
        },
        [
          [SESSION_KEYS.token, session.token],
          [
            SESSION_KEYS.sessionInfo,
            JSON.stringify({ type: session.customerType, firstTimeLogin: false }),
          ],
        ],
      );
    }
    const result = await lighthouse(
      url,
      {
        port: chrome.port,
        output: 'json',
        logLevel: 'error',
        onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'],
      },
      undefined,
      page,
    );
    if (!result) throw new Error(`Lighthouse answered nothing for ${url}`);
    const lhr = result.lhr as unknown as LighthouseResult;
    if (values.reports !== undefined) {
      mkdirSync(values.reports, { recursive: true });
      const name = `${label.replace(/[^a-z0-9]+/gi, '-')}-${Date.now()}.json`;
      writeFileSync(join(values.reports, name), JSON.stringify(lhr));
    }
    if (lhr.runtimeError || lhr.categories.performance?.score == null)
      throw new Error(`Lighthouse failed on ${url}: ${lhr.runtimeError?.message ?? 'no score'}`);
    const score = (id: string) => Math.round((lhr.categories[id]?.score ?? 0) * 100);
    const audit = (id: string) => lhr.audits[id]?.numericValue ?? 0;
    const scripts = lhr.audits['resource-summary']?.details?.items?.find(
      (item) => item.resourceType === 'script',
    );
    return {
      performance: score('performance'),
      accessibility: score('accessibility'),
      bestPractices: score('best-practices'),
      seo: score('seo'),
      lcpMs: audit('largest-contentful-paint'),
      tbtMs: audit('total-blocking-time'),
      cls: audit('cumulative-layout-shift'),
      fcpMs: audit('first-contentful-paint'),
      scriptBytes: typeof scripts?.transferSize === 'number' ? scripts.transferSize : 0,
      initialScriptBytes: initialJavaScriptOf(lhr).bytes,
      benchmarkIndex: lhr.environment.benchmarkIndex,
      lcpElement: (await notedLargestPaint(page)) || lcpElementOf(lhr),
    };
  } finally {
    await browser.disconnect();
    chrome.kill();
  }
}

async function measure(label: string, url: string, session?: SignedIn): Promise<Median> {
  const runs: Run[] = [];
  // A run Lighthouse could not finish (a busy machine) is reported and run again, up to twice.
  for (let i = 0, failures = 0; i < RUNS; i += 1) {
    let run: Run;
    try {
      run = await lighthouseRun(url, session, label);
    } catch (error) {
      failures += 1;
      console.warn(`${label} #${i + 1}: ${String(error)}`);
      if (failures > 2) throw error;
      i -= 1;
      continue;
    }
    runs.push(run);
    console.info(
      `${label} #${i + 1}: performance ${run.performance}, LCP ${Math.round(run.lcpMs)} ms, TBT ${Math.round(run.tbtMs)} ms, CLS ${run.cls.toFixed(3)}, JS ${kb(run.initialScriptBytes)} initial of ${kb(run.scriptBytes)}, BI ${Math.round(run.benchmarkIndex)}, load ${loadavg()[0]?.toFixed(1)}`,
    );
  }
  return medianOf(runs);
}

/** The bare page of the same stack: one route, one store, one SWR call through axios, i18n. */
const FLOOR_MAIN = `
import { createElement as h, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter, Route, Routes } from 'react-router-dom';
import { create } from 'zustand';
import useSWR from 'swr';
import axios from 'axios';
import i18next from 'i18next';
import { initReactI18next, useTranslation } from 'react-i18next';

const useClicks = create((set) => ({ clicks: 0, click: () => set((s) => ({ clicks: s.clicks + 1 })) }));
const http = axios.create();
void i18next.use(initReactI18next).init({ lng: 'en', resources: { en: { translation: { title: 'Floor' } } } });

function Page() {
  const { t } = useTranslation();
  const clicks = useClicks((s) => s.clicks);
  const { data } = useSWR('/floor.json', (url) => http.get(url).then((res) => res.data));
  return h('main', null, h('h1', null, t('title')), h('p', null, data ? data.text : '…'),
    h('button', { type: 'button', onClick: useClicks.getState().click }, String(clicks)));
}

createRoot(document.getElementById('root')).render(
  h(StrictMode, null, h(BrowserRouter, null, h(Routes, null, h(Route, { path: '*', element: h(Page) })))),
);
`;

const FLOOR_HTML = `<!doctype html>
<html lang="en"><head><meta charset="UTF-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="description" content="A bare page of the same stack"><title>Floor</title></head>
<body><div id="root"></div><script type="module" src="/main.js"></script></body></html>
`;

/** The workspace package folder a library is installed for (core's, else the runtime's). */
function libraryDir(name: string): string {
  for (const owner of ['packages/core', 'packages/runtime']) {
    const dir = join(ROOT, owner, 'node_modules', name);
    if (existsSync(join(dir, 'package.json'))) return dir;
  }
  throw new Error(`${name} is not installed for @wl/core or @wl/runtime`);
}

/** Builds the floor page with the runtime's Vite (same bundler, same target) into a temp folder. */
async function buildFloor(): Promise<string> {
  const source = mkdtempSync(join(tmpdir(), 'wl-floor-src-'));
  const out = mkdtempSync(join(tmpdir(), 'wl-floor-'));
  writeFileSync(join(source, 'index.html'), FLOOR_HTML);
  writeFileSync(join(source, 'main.js'), FLOOR_MAIN);
  // Vite's ESM entry (its package exports one file for '.').
  const vitePackage = JSON.parse(
    readFileSync(join(libraryDir('vite'), 'package.json'), 'utf8'),
  ) as {
    exports: { '.': string };
  };
  const vite = (await import(
    pathToFileURL(join(libraryDir('vite'), vitePackage.exports['.'])).href
  )) as { build: (config: Record<string, unknown>) => Promise<unknown> };
  const libraries = [
    'react-dom',
    'react-router-dom',
    'react-i18next',
    'react',
    'zustand',
    'swr',
    'axios',
    'i18next',
  ];
  // Vite's build sets NODE_ENV=production in this process; the site server measured next runs on
  // the mock with its development controls, which refuse to start in production.
  const nodeEnv = process.env.NODE_ENV;
  await vite.build({
    configFile: false,
    root: source,
    logLevel: 'warn',
    resolve: {
      alias: libraries.map((name) => ({
        find: new RegExp(`^${name}(?=/|$)`),
        replacement: libraryDir(name),
      })),
    },
    build: { outDir: out, emptyOutDir: true, target: 'es2022' },
  });
  if (nodeEnv === undefined) delete process.env.NODE_ENV;
  else process.env.NODE_ENV = nodeEnv;
  writeFileSync(join(out, 'floor.json'), JSON.stringify({ text: 'The floor of the stack.' }));
  rmSync(source, { recursive: true, force: true });
  return out;
}

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript',
  '.json': 'application/json',
  '.css': 'text/css',
};

/** Serves a folder (the floor page and its assets), brotli-compressed as the site serves its own. */
function serveFolder(dir: string): Promise<Server> {
  const server = createServer((request, response) => {
    const path = decodeURIComponent(new URL(request.url ?? '/', 'http://x').pathname);
    const file = join(dir, path.endsWith('/') || !extname(path) ? 'index.html' : path);
    if (!file.startsWith(dir) || !existsSync(file)) {
      response.writeHead(404).end();
      return;
    }
    response.writeHead(200, {
      'content-type': TYPES[extname(file)] ?? 'application/octet-stream',
      'content-encoding': 'br',
    });
    response.end(brotliCompressSync(readFileSync(file)));
  });
  return new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve(server)));
}

/** Asks one of the site's own backend paths as the runtime does, and answers the envelope. */
async function call<T>(
  site: FastifyInstance,
  host: string,
  merchant: string,
  request: {
    method: 'GET' | 'POST';
    url: string;
    payload?: object;
    headers?: Record<string, string>;
  },
): Promise<{ success: boolean; message?: string; value?: T; status: number }> {
  const res = await site.inject({
    method: request.method,
    url: request.url,
    headers: {
      host,
      merchant,
      device: 'web',
      'content-type': 'application/json',
      ...request.headers,
    },
    ...(request.payload ? { payload: request.payload } : {}),
  });
  return {
    ...res.json<{ success: boolean; message?: string; value?: T }>(),
    status: res.statusCode,
  };
}

/**
 * The core's encryptor of a tenant's mode, fed from the site's own backend paths: `modern` reads
 * the backend's public key, `upstream-script` runs the backend's `/js/encrypt.js` in a browser-like
 * global (WebCrypto, base64) and hands its `reRsaV2` to the page's global, as a `<script>` tag would.
 */
function encryptorFor(
  site: FastifyInstance,
  host: string,
  merchant: string,
  mode: string,
): PayloadEncryptor {
  if (mode === 'modern') {
    return modernPayloadEncryptor({
      fetchPublicKey: async () => {
        const key = await call<BackendPublicKey>(site, host, merchant, {
          method: 'GET',
          url: '/wps/system/publicKey',
        });
        if (!key.success || !key.value)
          throw new Error(`no public key: ${key.message ?? key.status}`);
        return key.value;
      },
    });
  }
  if (mode === 'upstream-script') {
    return upstreamScriptPayloadEncryptor({
      loadScript: async (src) => {
        const script = await site.inject({ url: src, headers: { host } });
        if (script.statusCode !== 200) throw new Error(`${src} answered ${script.statusCode}`);
        const page: Record<string, unknown> = { crypto: webcrypto, TextEncoder, btoa, atob };
        page.window = page;
        runInNewContext(script.body, page);
        (globalThis as { reRsaV2?: unknown }).reRsaV2 = page.reRsaV2;
      },
    });
  }
  throw new Error(`the bench does not seal '${mode}' bodies`);
}

/**
 * Signs a seeded account in through the site's own backend path and answers its session. The body is
 * sealed the way the tenant's runtime seals it, by the core's encryptor of the tenant's mode.
 */
async function signIn(site: FastifyInstance, host: string, username: string): Promise<SignedIn> {
  const page = await site.inject({ url: '/', headers: { host } });
  const merchant = /"merchantCode":"([^"]+)"/.exec(page.body)?.[1] ?? '';
  const mode = /"encryption":"([^"]+)"/.exec(page.body)?.[1] ?? 'none';
  // Where the merchant asks a captcha, draw one; its picture is pixels, so the mock's development
  // controls tell this caller the answer.
  await call<string>(site, host, merchant, { method: 'GET', url: '/wps/captcha' });
  const tenant = host.split('.')[0] ?? '';
  const told = await call<{ answer: string }>(site, host, merchant, {
    method: 'GET',
    url: `/__dev/tenants/${tenant}/captcha`,
  });
  const captcha = told.value?.answer;
  let payload: object = { type: 'username', username, password: PASSWORD, captcha };
  let headers: Record<string, string> = {};
  if (mode !== 'none') {
    const sealed = await encryptorFor(site, host, merchant, mode).encrypt(payload);
    payload = sealed.body as object;
    headers = sealed.headers;
  }
  const body = await call<{ token?: string; customerType?: number }>(site, host, merchant, {
    method: 'POST',
    url: '/wps/session/login',
    payload,
    headers,
  });
  if (!body.success || !body.value?.token)
    throw new Error(`signing in ${username} failed: ${body.message ?? body.status}`);
  return { token: body.value.token, customerType: body.value.customerType ?? 0 };
}

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} kB`;
const ms = (value: number) => `${(value / 1000).toFixed(2)} s`;

/** A table row; `jsTarget`: the page the initial-JavaScript target is for (home). */
function row(tenant: string, page: string, m: Median, floor: Median, jsTarget = false): string {
  const ratio = floor.initialScriptBytes > 0 ? m.initialScriptBytes / floor.initialScriptBytes : 0;
  const mark = (ok: boolean, text: string) => (ok ? text : `**${text}**`);
  return `| ${tenant} | ${page} | ${mark(m.performance >= TARGETS.score, String(m.performance))} | ${mark(m.accessibility >= TARGETS.score, String(m.accessibility))} | ${mark(m.bestPractices >= TARGETS.score, String(m.bestPractices))} | ${mark(m.seo >= TARGETS.score, String(m.seo))} | ${mark(m.lcpMs <= TARGETS.lcpMs, ms(m.lcpMs))} | ${Math.round(m.tbtMs)} ms | ${mark(m.cls <= TARGETS.cls, m.cls.toFixed(3))} | ${kb(m.initialScriptBytes)} | ${mark(!jsTarget || ratio <= TARGETS.homeJsRatio, timesFloor(m.initialScriptBytes, floor.initialScriptBytes))} | ${kb(m.scriptBytes)} | \`${m.lcpElement}\` | ${Math.round(m.benchmarkIndex)} |`;
}

async function main(): Promise<void> {
  if (!existsSync(join(DIST_DIR, 'index.html'))) {
    console.error('bench:web needs a runtime build: run `pnpm build` first.');
    process.exit(1);
  }
  const started = new Date();
  const loadBefore = loadavg();
  const floorDir = await buildFloor();
  const floorServer = await serveFolder(floorDir);
  const site = buildSiteServer({
    tenantsDir: join(ROOT, 'tenants'),
    distDir: DIST_DIR,
    mock: true,
    // For the captcha answer at sign-in; the service worker stays on, as deployed.
    devControls: true,
    serviceWorker: true,
    logger: false,
  });
  await site.listen({ host: '127.0.0.1', port: 0 });
  const port = (site.server.address() as AddressInfo).port;
  const floorPort = (floorServer.address() as AddressInfo).port;

  const rows: string[] = [];
  const notes: string[] = [];
  try {
    const floor = await measure('floor', `http://127.0.0.1:${floorPort}/`);
    rows.push(row('—', 'bare page of the stack (floor)', floor, floor));
    const tenants = (values.tenants ?? '').split(',').filter(Boolean);
    const pages = PAGE_TYPES.filter((page) => (values.pages ?? '').split(',').includes(page.id));
    for (const tenant of tenants) {
      const host = `${tenant}.localhost:${port}`;
      for (const page of pages) {
        const url = `http://${host}${page.path}${values.lang === undefined ? '' : `?lang=${values.lang}`}`;
        let session: SignedIn | undefined;
        if (page.session !== 'visitor') {
          try {
            session = await signIn(site, host, ACCOUNTS[page.session]);
          } catch (error) {
            notes.push(`- ${tenant} ${page.label}: not measured — ${String(error)}.`);
            continue;
          }
        }
        rows.push(
          row(
            tenant,
            page.label,
            await measure(`${tenant} ${page.id}`, url, session),
            floor,
            page.id === 'home',
          ),
        );
      }
    }
  } finally {
    await site.close();
    floorServer.close();
    rmSync(floorDir, { recursive: true, force: true });
  }
  const loadAfter = loadavg();
  const table = [
    BEGIN,
    '',
    `Measured ${started.toISOString().slice(0, 16).replace('T', ' ')} UTC by \`pnpm bench:web\`: Lighthouse ${
      (
        JSON.parse(readFileSync(join(ROOT, 'node_modules/lighthouse/package.json'), 'utf8')) as {
          version: string;
        }
      ).version
    }, mobile emulation, simulated throttling, Chromium at \`${values.chromium}\`, median of ${RUNS} runs each. ` +
      `Machine: ${cpus().length} cores; load average ${loadBefore[0]?.toFixed(1)} at the start, ${loadAfter[0]?.toFixed(1)} at the end ` +
      `(figures, TBT above all, worsen with load); benchmark index per row below. Bold: a target missed.`,
    '',
    '| tenant | page | performance | accessibility | best practices | SEO | LCP | TBT | CLS | initial JavaScript | × floor | JavaScript transferred | largest paint | benchmark index |',
    '|---|---|---|---|---|---|---|---|---|---|---|---|---|---|',
    ...rows,
    '',
    ...(notes.length > 0 ? ['Not measured:', '', ...notes, ''] : []),
    END,
  ].join('\n');
  if (values['no-write']) {
    console.info(table);
    return;
  }
  const current = existsSync(REPORT)
    ? readFileSync(REPORT, 'utf8')
    : `# Performance\n\n${BEGIN}\n${END}\n`;
  const start = current.indexOf(BEGIN);
  const end = current.indexOf(END);
  const next =
    start >= 0 && end > start
      ? `${current.slice(0, start)}${table}${current.slice(end + END.length)}`
      : `${current.trimEnd()}\n\n${table}\n`;
  writeFileSync(REPORT, next);
  console.info(`bench:web: wrote ${REPORT}`);
}

await main();

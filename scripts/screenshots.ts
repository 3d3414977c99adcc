/**
 * `pnpm screenshots`: pictures of every page type of every tenant folder in tenants/ at 375 and
 * 1280 px, taken with Playwright in the local Chromium against the production build served the
 * way the browser tests serve it (tests/e2e/site.ts: the mock backend with its development
 * controls). Writes `docs/screenshots/<tenant>/<page>-<width>.jpg` (JPEG, at most a few screens
 * tall) and the index `docs/screenshots/README.md`. Needs a runtime build (`pnpm build`); not
 * part of `pnpm test`.
 *
 * A picture is the page's first screens one under the other, each taken scrolled to its place:
 * what stays on screen shows once, not stamped over the middle of the page: a sticky header at the
 * top, where a visitor sees it when the page opens, and a strip fixed along the bottom (the phone
 * bar, the consent banner) at the picture's end.
 *
 *   pnpm screenshots [--tenants saigon,jade] [--pages home,rng] [--widths 375,1280] [--dist <dir>]
 */
import { existsSync, mkdirSync, readdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { chromium, type Browser, type Page } from '@playwright/test';
import sharp from 'sharp';
import { CHROMIUM_ARGS, chromiumPath } from '../tests/e2e/chromium.js';
import { signIn } from '../tests/e2e/sign-in.js';
import { startSiteProcess } from '../tests/e2e/site-process.js';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const OUT_DIR = join(ROOT, 'docs/screenshots');
const WIDTHS = [375, 1280] as const;
/** The tallest picture, in screens: enough to show a page's first screens, small on disk. */
const MAX_SCREENS = 3;
const HEIGHT: Record<number, number> = { 375: 812, 1280: 800 };
const JPEG_QUALITY = 55;
/** How far below a sticky header its shadow reaches (px), left out of the later screens. */
const STUCK_SHADOW = 12;

type Session = 'visitor' | 'member' | 'agent';
type Status = 'maintenance' | 'blocked';

interface PageType {
  /** The picture's name: `<id>-<width>.jpg`. */
  id: string;
  label: string;
  path: string;
  session: Session;
  /** A system status the mock is switched to before the page opens. */
  status?: Status;
}

const centre = (page: string, label: string): PageType => ({
  id: `member-${page}`,
  label: `member centre: ${label}`,
  path: `/member?page=${page}`,
  session: 'member',
});
const agentCentre = (page: string, label: string): PageType => ({
  id: `agent-${page}`,
  label: `agent centre: ${label}`,
  path: `/agentHome?page=${page}`,
  session: 'agent',
});

const PAGE_TYPES: readonly PageType[] = [
  { id: 'home', label: 'home', path: '/', session: 'visitor' },
  { id: 'rng', label: 'game list (slots)', path: '/rng', session: 'visitor' },
  { id: 'live', label: 'live casino', path: '/live', session: 'visitor' },
  { id: 'sports', label: 'sports', path: '/sports', session: 'visitor' },
  { id: 'promotions', label: 'promotions', path: '/promotions', session: 'visitor' },
  { id: 'login', label: 'login window', path: '/login', session: 'visitor' },
  { id: 'register', label: 'register window', path: '/register', session: 'visitor' },
  { id: 'home-member', label: 'home, signed in', path: '/', session: 'member' },
  { id: 'lottery', label: 'lottery', path: '/lottery', session: 'member' },
  { id: 'point-mall', label: 'points mall', path: '/pointMall', session: 'member' },
  { id: 'member', label: 'member centre', path: '/member', session: 'member' },
  centre('wallet', 'wallet'),
  centre('deposit', 'deposit'),
  centre('withdraw', 'withdrawal'),
  centre('transfer', 'transfer'),
  centre('transactionHistory', 'transaction records'),
  centre('personalHistoryCopy', 'betting records'),
  centre('securityCenter', 'security'),
  centre('inbox', 'inbox'),
  { id: 'agent', label: 'agent centre', path: '/agentHome', session: 'agent' },
  agentCentre('teamManagement', 'team management'),
  agentCentre('teamBetting', 'team betting'),
  agentCentre('accountDetails', 'account details'),
  { id: 'not-found', label: 'page not found', path: '/no-such-page', session: 'visitor' },
  { id: 'maintenance', label: 'maintenance', path: '/', session: 'visitor', status: 'maintenance' },
  { id: 'blocked', label: 'blocked', path: '/', session: 'visitor', status: 'blocked' },
];

/** The seeded mock accounts the signed-in pages use. */
const ACCOUNTS: Record<Exclude<Session, 'visitor'>, string> = {
  member: 'player.one',
  agent: 'agent.top',
};

/** Every tenant folder (a folder holding a tenant.json; `_default` is the base, not a tenant). */
function tenantFolders(): string[] {
  const dir = join(ROOT, 'tenants');
  return readdirSync(dir)
    .filter((name) => !name.startsWith('_') && statSync(join(dir, name)).isDirectory())
    .filter((name) => readdirSync(join(dir, name)).includes('tenant.json'))
    .sort();
}

const { values } = parseArgs({
  options: {
    tenants: { type: 'string' },
    pages: { type: 'string' },
    widths: { type: 'string', default: WIDTHS.join(',') },
    dist: { type: 'string', default: join(ROOT, 'packages/runtime/dist') },
  },
});
const TENANTS = values.tenants ? values.tenants.split(',') : tenantFolders();
const PAGES = values.pages
  ? PAGE_TYPES.filter((page) => values.pages?.split(',').includes(page.id))
  : PAGE_TYPES;
const SIZES = values.widths.split(',').map(Number);
const DIST_DIR = values.dist;

async function devControl(port: number, path: string, body: unknown = {}): Promise<void> {
  const res = await fetch(`http://127.0.0.1:${port}/__dev${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  if (!res.ok) throw new Error(`dev control ${path} answered ${res.status}`);
}

/** Waits until the page stops asking the network and no loader is left on screen. */
async function settle(page: Page): Promise<void> {
  await page.waitForLoadState('networkidle');
  await page
    .waitForFunction(() => document.querySelectorAll('[aria-busy="true"]').length === 0, null, {
      timeout: 5000,
    })
    .catch(() => undefined);
  // Lazy images below the fold: scroll through the pictured height as a visitor would, letting
  // each screen ask for its images, then back up.
  const step = await page.evaluate(() => window.innerHeight);
  for (let y = step / 2; y < step * MAX_SCREENS; y += step / 2) {
    await scrollTo(page, y);
    await page.waitForTimeout(100);
  }
  await scrollTo(page, 0);
  await page.waitForLoadState('networkidle');
  await page.evaluate(() => document.fonts.ready);
}

/** Scrolls to `y` (or as far as the page goes) and waits for two frames; answers where it is. */
function scrollTo(page: Page, y: number): Promise<number> {
  return page.evaluate(async (top) => {
    window.scrollTo(0, top);
    for (let frame = 0; frame < 2; frame += 1) {
      await new Promise((resolve) => requestAnimationFrame(() => resolve(undefined)));
    }
    return window.scrollY;
  }, y);
}

/**
 * How much of the window's top and bottom edges stay covered while the page scrolls: a sticky
 * header, a fixed customer-service strip or consent banner along the bottom.
 */
function stuckEdges(page: Page): Promise<{ top: number; bottom: number }> {
  return page.evaluate(() => {
    const height = window.innerHeight;
    let top = 0;
    let bottom = 0;
    for (const element of document.body.querySelectorAll('*')) {
      const { position } = getComputedStyle(element);
      if (position !== 'fixed' && position !== 'sticky') continue;
      const box = element.getBoundingClientRect();
      if (box.height === 0 || box.width < window.innerWidth / 2) continue;
      if (box.top <= 1 && box.bottom < height / 2) top = Math.max(top, box.bottom);
      if (box.bottom >= height - 1 && box.top > height / 2)
        bottom = Math.max(bottom, height - box.top);
    }
    return { top: Math.ceil(top), bottom: Math.ceil(bottom) };
  });
}

/** Hides each fixed element narrower than half the window (run in the page). */
function hideNarrowFixed(): void {
  for (const element of document.body.querySelectorAll<HTMLElement>('*')) {
    if (getComputedStyle(element).position !== 'fixed') continue;
    if (element.getBoundingClientRect().width >= window.innerWidth / 2) continue;
    element.dataset.shotHidden = element.style.visibility;
    element.style.visibility = 'hidden';
  }
}

/** Shows again what `hideNarrowFixed` hid (run in the page). */
function showNarrowFixed(): void {
  for (const element of document.body.querySelectorAll<HTMLElement>('[data-shot-hidden]')) {
    element.style.visibility = element.dataset.shotHidden ?? '';
    delete element.dataset.shotHidden;
  }
}

/**
 * The page's first screens (at most MAX_SCREENS) as one JPEG. The first screen is taken as a
 * visitor first sees it, above a bottom strip when more follows; each next one scrolled on,
 * keeping the part between what stays stuck at the window's edges (a sticky header, a bottom
 * strip), so the picture reads as one page with the header drawn once at the top and the bottom
 * strip once at the end.
 */
async function capture(page: Page, file: string, width: number): Promise<void> {
  const screen = HEIGHT[width] ?? 800;
  const pageHeight = await page.evaluate(() => document.documentElement.scrollHeight);
  // A window open over the page (login, register) is what the picture shows: one screen, as the
  // visitor sees it, not the window again on every screen of the page scrolled behind it.
  const overlaid = await page.evaluate(() =>
    [...document.querySelectorAll('dialog[open], [role="dialog"][aria-modal="true"]')].some(
      (element) => element.getBoundingClientRect().height > 0,
    ),
  );
  const height = overlaid ? screen : Math.max(screen, Math.min(pageHeight, screen * MAX_SCREENS));
  const parts: { input: Buffer; top: number; left: number }[] = [];
  const shoot = () => page.screenshot({ type: 'png', animations: 'disabled', caret: 'hide' });
  await scrollTo(page, 0);
  // When more screens follow, the first stops above a strip fixed along the bottom (the phone
  // bar, the consent banner): the picture draws that strip once, at its end, instead of once over
  // the first screen's content and again, cut, at the end.
  const firstHeight =
    height > screen ? screen - (await stuckEdges(page)).bottom : Math.min(screen, height);
  parts.push({
    input: await sharp(await shoot())
      .extract({ left: 0, top: 0, width, height: firstHeight })
      .toBuffer(),
    top: 0,
    left: 0,
  });
  let covered = firstHeight;
  // A button fixed beside the content (the customer-service button from tablet width up) shows
  // once, where the first screen has it, not again on every screen of the picture.
  if (covered < height) await page.evaluate(hideNarrowFixed);
  while (covered < height) {
    await scrollTo(page, covered);
    const edges = await stuckEdges(page);
    // A little more than the stuck top: its shadow falls below its box.
    const at = await scrollTo(page, covered - edges.top - STUCK_SHADOW);
    const last = at + screen >= pageHeight - 1;
    const from = covered - at;
    const to = last ? screen : screen - edges.bottom;
    const keep = Math.min(to - from, height - covered);
    if (keep <= 0) break;
    const shot = await shoot();
    parts.push({
      input: await sharp(shot).extract({ left: 0, top: from, width, height: keep }).toBuffer(),
      top: covered,
      left: 0,
    });
    covered += keep;
    // The picture ends before the page does: the bottom strip goes over its last pixels, as the
    // visitor sees it there.
    if (!last && covered >= height && edges.bottom > 0 && edges.bottom < keep) {
      parts.push({
        input: await sharp(shot)
          .extract({ left: 0, top: screen - edges.bottom, width, height: edges.bottom })
          .toBuffer(),
        top: covered - edges.bottom,
        left: 0,
      });
    }
  }
  await page.evaluate(showNarrowFixed);
  await scrollTo(page, 0);
  await sharp({ create: { width, height: covered, channels: 3, background: '#000000' } })
    .composite(parts)
    .jpeg({ quality: JPEG_QUALITY, mozjpeg: true })
    .toFile(file);
}

async function shootTenant(browser: Browser, port: number, tenant: string): Promise<void> {
  mkdirSync(join(OUT_DIR, tenant), { recursive: true });
  for (const width of SIZES) {
    for (const session of ['visitor', 'member', 'agent'] as const) {
      const pages = PAGES.filter((page) => page.session === session);
      if (pages.length === 0) continue;
      const context = await browser.newContext({
        viewport: { width, height: HEIGHT[width] ?? 800 },
        deviceScaleFactor: 1,
        isMobile: width < 640,
        hasTouch: width < 640,
        reducedMotion: 'reduce',
      });
      const page = await context.newPage();
      await page.addInitScript(() => {
        sessionStorage.setItem('anonymousPopupClosed', '1');
        sessionStorage.setItem('userPopupClosed', '1');
      });
      const url = (path: string) => `http://${tenant}.localhost:${port}${path}`;
      if (session !== 'visitor') {
        await page.goto(url('/'));
        await signIn(page, ACCOUNTS[session]);
      }
      for (const type of pages) {
        if (type.status) {
          await devControl(port, `/tenants/${tenant}/status`, {
            status: type.status === 'maintenance' ? 1 : 2,
            ...(type.status === 'maintenance' && { maintenanceEnd: '2030-01-02T03:04:00Z' }),
          });
        }
        try {
          await page.goto(url(type.path));
          await settle(page);
          const file = join(tenant, `${type.id}-${width}.jpg`);
          await capture(page, join(OUT_DIR, file), width);
          console.info(`${file}`);
        } catch (error) {
          console.warn(`${tenant} ${type.id} ${width}: ${String(error)}`);
        } finally {
          if (type.status) await devControl(port, '/reset');
        }
      }
      await context.close();
    }
  }
}

/**
 * docs/screenshots/README.md: a table per tenant, a row per page type, a column per width, for
 * every picture on disk (so a run limited to some pages keeps the others listed).
 */
function writeIndex(): void {
  const lines = [
    '# Screenshots',
    '',
    'Every page type of every demo tenant at 375 px (phone) and 1280 px (desktop), at most',
    `${MAX_SCREENS} screens tall, as the production build draws them on the mock backend.`,
    'Refreshed by `pnpm screenshots` (after `pnpm build`); do not edit by hand.',
    '',
  ];
  let count = 0;
  let total = 0;
  const tenants = existsSync(OUT_DIR)
    ? readdirSync(OUT_DIR).filter((name) => statSync(join(OUT_DIR, name)).isDirectory())
    : [];
  for (const tenant of tenants.sort()) {
    lines.push(`## ${tenant}`, '', `| page | ${WIDTHS.map((w) => `${w} px`).join(' | ')} |`);
    lines.push(`| --- | ${WIDTHS.map(() => '---').join(' | ')} |`);
    for (const type of PAGE_TYPES) {
      const cells = WIDTHS.map((width) => {
        const file = `${tenant}/${type.id}-${width}.jpg`;
        if (!existsSync(join(OUT_DIR, file))) return '—';
        count += 1;
        total += statSync(join(OUT_DIR, file)).size;
        return `[${type.id}-${width}](${file})`;
      });
      lines.push(`| ${type.label} | ${cells.join(' | ')} |`);
    }
    lines.push('');
  }
  lines.push(`${count} pictures, ${(total / 1024 / 1024).toFixed(1)} MB in all.`, '');
  writeFileSync(join(OUT_DIR, 'README.md'), lines.join('\n'));
}

async function main(): Promise<void> {
  if (!existsSync(join(DIST_DIR, 'index.html'))) {
    throw new Error('No production build in packages/runtime/dist: run `pnpm build` first.');
  }
  const site = await startSiteProcess(DIST_DIR);
  const browser = await chromium.launch({
    executablePath: chromiumPath(),
    args: CHROMIUM_ARGS,
  });
  try {
    for (const tenant of TENANTS) {
      if (!values.pages) rmSync(join(OUT_DIR, tenant), { recursive: true, force: true });
      await shootTenant(browser, site.port, tenant);
    }
    writeIndex();
  } finally {
    await browser.close();
    await site.stop();
  }
}

await main();

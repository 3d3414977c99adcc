/**
 * pnpm art:gen — draws the demo tenants' artwork into tenants/<code>/assets/ (tenants/README.md#artwork):
 * each brand's banners (SVG, no text: the page writes the headline and call to action over them),
 * the live hosts' portraits (SVG) and stages, promotion and points-mall reward pictures (WebP
 * copies of SVG drawings, as photos would be; figures drawn as strokes, art/numerals.ts, and the
 * cash reward's banknote per currency, with the amount the reward pays there). The same sources always give the same files.
 */
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { Resvg } from '@resvg/resvg-js';
import sharp from 'sharp';
import { bannerSvg, type BannerSubject } from './art/banner-art.js';
import { BRANDS, type BrandCode } from './art/brands.js';
import { portraitSvg, stageSvg } from './art/portrait-art.js';
import { FIXTURE_MONEY_SCALE } from '@wl/mock-server';
import { banknoteSvg, CATEGORY_ART, PROMOTION_ART, REWARD_ART } from './art/prize-art.js';
import { runWhenInvoked } from './run-when-invoked.js';

const TENANTS_DIR = resolve(import.meta.dirname, '..', 'tenants');
const SUBJECTS: readonly BannerSubject[] = ['welcome', 'live', 'mahjong', 'tips', 'cup'];
/** The hosts of mock-server/fixtures/live-models.json. */
const HOST_IDS = [101, 102, 103, 104, 105, 106, 107, 108];

/** The tenants whose banknote differs: the default, and each with a currency of its own. */
const BANKNOTE_TENANTS = ['_default', 'jade', 'goalline'] as const;

const readJson = (path: string): unknown => JSON.parse(readFileSync(path, 'utf8')) as unknown;

/**
 * The points mall's cash reward as a tenant's players get it: the mock's fixture amount (in the
 * fixtures' currency) through the one table that scales the demo's money per currency.
 */
function cashRewardOf(tenant: string): number {
  const points = readJson(
    resolve(import.meta.dirname, '..', 'mock-server', 'fixtures', 'points.json'),
  ) as {
    rewards: { type: string; amount: number | null }[];
  };
  const amount = points.rewards.find((reward) => reward.type === 'CASH')?.amount ?? 0;
  const config = readJson(join(TENANTS_DIR, tenant, 'tenant.json')) as {
    money?: { currency?: string };
  };
  const currency = config.money?.currency ?? 'VND';
  return amount * (FIXTURE_MONEY_SCALE[currency] ?? 1);
}

function write(tenant: string, path: string, content: string | Buffer): string {
  const file = join(TENANTS_DIR, tenant, 'assets', path);
  mkdirSync(dirname(file), { recursive: true });
  writeFileSync(file, content);
  return `${tenant}/assets/${path}`;
}

/** A raster copy of an SVG drawing, as WebP. */
async function webp(svg: string): Promise<Buffer> {
  const png = new Resvg(svg, { font: { loadSystemFonts: false, defaultFontFamily: 'Arial' } })
    .render()
    .asPng();
  return sharp(png).webp({ quality: 78, effort: 6 }).toBuffer();
}

async function generateArt(): Promise<string[]> {
  const written: string[] = [];
  for (const brand of Object.keys(BRANDS) as BrandCode[]) {
    for (const subject of SUBJECTS) {
      written.push(write(brand, `banners/${subject}.svg`, bannerSvg(BRANDS[brand], subject)));
    }
  }
  written.push(write('jade', 'banners/jade-welcome.svg', bannerSvg(BRANDS.jade, 'welcome')));
  for (const id of HOST_IDS) {
    written.push(write('_default', `live/${String(id)}.svg`, portraitSvg(id)));
    written.push(write('_default', `live/${String(id)}-bg.webp`, await webp(stageSvg(id))));
  }
  for (const [name, svg] of Object.entries(PROMOTION_ART)) {
    written.push(write('_default', `promotions/${name}.webp`, await webp(svg)));
  }
  for (const [category, svg] of Object.entries(CATEGORY_ART)) {
    written.push(write('_default', `promotions/${category}.webp`, await webp(svg)));
  }
  for (const [name, svg] of Object.entries(REWARD_ART)) {
    written.push(write('_default', `rewards/${name}.webp`, await webp(svg)));
  }
  for (const tenant of BANKNOTE_TENANTS) {
    const note = banknoteSvg(cashRewardOf(tenant));
    written.push(write(tenant, 'rewards/cash-50k.webp', await webp(note)));
  }
  return written;
}

runWhenInvoked(import.meta.url, async () => {
  const written = await generateArt();
  console.info(`art:gen: ${String(written.length)} files written under tenants/`);
  return 0;
});

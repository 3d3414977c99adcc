/**
 * pnpm art:gen — draws the demo tenants' artwork into tenants/<code>/assets/ (tenants/README.md#artwork):
 * each brand's banners (SVG, no text: the page writes the headline and call to action over them),
 * the live hosts' portraits (SVG) and stages, promotion and points-mall reward pictures (WebP
 * copies of SVG drawings, as photos would be). The same sources always give the same files.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { Resvg } from '@resvg/resvg-js';
import sharp from 'sharp';
import { bannerSvg, type BannerSubject } from './art/banner-art.js';
import { BRANDS, type BrandCode } from './art/brands.js';
import { portraitSvg, stageSvg } from './art/portrait-art.js';
import { CATEGORY_ART, PROMOTION_ART, REWARD_ART } from './art/prize-art.js';
import { runWhenInvoked } from './run-when-invoked.js';

const TENANTS_DIR = resolve(import.meta.dirname, '..', 'tenants');
const SUBJECTS: readonly BannerSubject[] = ['welcome', 'live', 'mahjong', 'tips', 'cup'];
/** The hosts of mock-server/fixtures/live-models.json. */
const HOST_IDS = [101, 102, 103, 104, 105, 106, 107, 108];

function write(tenant: BrandCode, path: string, content: string | Buffer): string {
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
  return written;
}

runWhenInvoked(import.meta.url, async () => {
  const written = await generateArt();
  console.info(`art:gen: ${String(written.length)} files written under tenants/`);
  return 0;
});

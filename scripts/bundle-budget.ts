/**
 * Bundle budget: the JavaScript that `/` needs — the entry chunk, its static imports, and the
 * lazy chunks of the widgets every tenant's layout and home page use — must stay within
 * BUDGET_BYTES gzip, and must not contain @rjsf, ajv or swiper. Prints every lazy section chunk.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import {
  dynamicEntriesUnder,
  entryKey,
  heavyModules,
  staticClosure,
  type Manifest,
} from './bundle-graph.js';

const BUDGET_BYTES = 160 * 1000;
const root = new URL('..', import.meta.url).pathname;
const dist = join(root, 'packages/runtime/dist');
const manifestPath = join(dist, '.vite/manifest.json');
if (!existsSync(manifestPath)) {
  console.error('budget: no build manifest; run `pnpm build` first');
  process.exit(1);
}
const manifest = JSON.parse(readFileSync(manifestPath, 'utf8')) as Manifest;
const chunkModules = JSON.parse(
  readFileSync(join(dist, '.vite/chunk-modules.json'), 'utf8'),
) as Record<string, string[]>;

interface SectionsFile {
  sections?: Record<string, { type?: string }>;
}
function sectionTypes(file: string): string[] {
  if (!existsSync(file)) return [];
  const json = JSON.parse(readFileSync(file, 'utf8')) as SectionsFile &
    Record<string, SectionsFile>;
  const groups = json.sections ? [json] : Object.values(json);
  return groups.flatMap((g) => Object.values(g.sections ?? {}).map((s) => s.type ?? ''));
}

const tenantsDir = join(root, 'tenants');
const homeWidgetTypes = new Set<string>();
for (const code of readdirSync(tenantsDir)) {
  for (const rel of ['layout.json', 'pages/home.json']) {
    const own = join(tenantsDir, code, rel);
    const file = existsSync(own) ? own : join(tenantsDir, '_default', rel);
    for (const type of sectionTypes(file)) if (type) homeWidgetTypes.add(type);
  }
}

const gz = (file: string): number => gzipSync(readFileSync(join(dist, file)), { level: 9 }).length;
const kb = (n: number): string => `${(n / 1000).toFixed(1)} KB`;

const entry = entryKey(manifest);
const widgetEntries = dynamicEntriesUnder(
  manifest,
  [...homeWidgetTypes].map((t) => `widgets/src/${t}/`),
);
const keys = new Set([entry, ...widgetEntries].flatMap((k) => staticClosure(manifest, k)));
const files = [...keys].map((k) => (manifest[k] as { file: string }).file);
const rows = files.map((file) => ({ file, gzip: gz(file) })).sort((a, b) => b.gzip - a.gzip);
const entryFiles = new Set(
  staticClosure(manifest, entry).map((k) => (manifest[k] as { file: string }).file),
);
const entryTotal = rows.filter((r) => entryFiles.has(r.file)).reduce((s, r) => s + r.gzip, 0);
const total = rows.reduce((s, r) => s + r.gzip, 0);

console.info(`JavaScript needed for / (widgets: ${[...homeWidgetTypes].sort().join(', ')}):`);
for (const r of rows) console.info(`  ${kb(r.gzip).padStart(9)}  ${r.file}`);
console.info(`  entry and its static imports: ${kb(entryTotal)}`);
console.info(`  total for /: ${kb(total)} of ${kb(BUDGET_BYTES)} gzip`);

console.info('Lazy section chunks:');
for (const [key, chunk] of Object.entries(manifest)) {
  if (chunk.isDynamicEntry && /src\/sections\//.test(chunk.src ?? key)) {
    console.info(`  ${(chunk.src ?? key).padEnd(40)} → ${chunk.file} (${kb(gz(chunk.file))})`);
  }
}

const heavy = heavyModules(chunkModules, files);
const problems = [
  ...(total > BUDGET_BYTES
    ? [`JavaScript for / is ${kb(total)} gzip, over the ${kb(BUDGET_BYTES)} budget`]
    : []),
  ...heavy.map((h) => `heavy library loaded for /: ${h}`),
];
if (problems.length > 0) {
  for (const p of problems) console.error(`budget: ${p}`);
  process.exit(1);
}
console.info('budget: ok');

/**
 * Heavy libraries load only where used: @rjsf, the register form's JSON Schema validator, ajv,
 * swiper and qrcode.react must not be in any chunk `/` loads
 * (scripts/home-chunks.ts), and React's server renderer, with which the site server draws the
 * app's views into its pages, must not be in any chunk at all, proved from the build's chunk →
 * module map. The size of those chunks
 * is checked by size-limit (`.size-limit.ts`); `pnpm budget` runs both.
 */
import { heavyModules, serverOnlyModules } from './bundle-graph.js';
import { homeChunks, readChunkModules } from './home-chunks.js';

const chunkModules = readChunkModules();
const home = homeChunks(undefined, chunkModules);

const heavy = heavyModules(chunkModules, home.files);
if (heavy.length > 0) {
  for (const h of heavy) console.error(`budget: heavy library loaded for /: ${h}`);
  process.exit(1);
}
console.info(
  `budget: no @rjsf, @cfworker/json-schema, ajv, swiper or qrcode.react in the ${home.files.length} chunks / loads`,
);

const serverOnly = serverOnlyModules(chunkModules);
if (serverOnly.length > 0) {
  for (const m of serverOnly)
    console.error(`budget: server-only code in the browser's build: ${m}`);
  process.exit(1);
}
console.info(
  `budget: no react-dom/server in any of the ${Object.keys(chunkModules).length} chunks`,
);

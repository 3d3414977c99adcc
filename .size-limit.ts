/** Size budget of the JavaScript `/` loads (see scripts/home-chunks.ts); run by `pnpm budget`. */
import { fromRoot, homeChunks } from './scripts/home-chunks.js';

const home = homeChunks();

export default [
  {
    name: `JavaScript for / (entry, static imports, widgets: ${home.widgetTypes.join(', ')})`,
    path: home.files.map(fromRoot),
    gzip: true,
    // The home page's own blocks (banner, marquee, counters, app download, casino tabs, live
    // streams, advantages) come on top of the entry; they load in parallel chunks.
    limit: '175 kB',
  },
  {
    name: 'of which the entry and its static imports',
    path: home.entryFiles.map(fromRoot),
    gzip: true,
    limit: '160 kB',
  },
];

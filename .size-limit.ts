/** Size budget of the JavaScript `/` loads (see scripts/home-chunks.ts); run by `pnpm budget`. */
import { fromRoot, homeChunks } from './scripts/home-chunks.js';

const home = homeChunks();

export default [
  {
    name: `JavaScript for / (entry, static imports, widgets: ${home.widgetTypes.join(', ')})`,
    path: home.files.map(fromRoot),
    gzip: true,
    // The layout's widgets and the home page's own blocks (banner, marquee, counters, app
    // download, casino tabs, live streams, advantages) come on top of the entry, in two files
    // loaded in parallel, plus jade's hero and text. About 141.8 kB measured since the header is
    // made of blocks (logo, navigation with three menu styles, balance, shortcuts, member menu,
    // language); 143.6 kB since the layout carries the announcement popups (a small watcher; the
    // window loads when there is a popup to show) and amounts have one exact formatter; 144.7 kB
    // with every failure word's sentence and the ended-session note; 149.5 kB since the home
    // opens with its games (the hot and new game shelves, the winners ticker) and the header keeps
    // the balance and a member drawer on phones; 151.8 kB since the app starts after the
    // server-drawn first view has painted (the bundler's preload helper in a file of its own),
    // the home carousel slides without swiper until the visitor reaches for it (home's JavaScript
    // transferred in its first seconds fell from 214 to 164 kB: swiper no longer loads at start),
    // the server draws the app's own views and the phone bar follows module gates; 152.55 kB
    // since the header holds the balance's place until the wallet answers (no shift) and the
    // member's info has a failed state a page can show with a retry; 152.6 kB leaves 0.05 kB.
    limit: '152.6 kB',
  },
  {
    name: 'of which the entry and its static imports',
    path: home.entryFiles.map(fromRoot),
    gzip: true,
    // About 123.5 kB measured: only what the first view runs; what a widget, page or modal needs
    // loads with it, axios with the first backend call (docs/performance.md, "The entry's
    // size"). About 126.0 kB since every feature, route, centre page and widget declares its
    // gate and features declare their header entries; 127.0 kB with the money model's formatter
    // (the parser loads with the forms) and the held password change; 128.2 kB with a sentence
    // for every failure word of the API schema and the ended session kept across a reload;
    // 129.5 kB since the app takes over the status page the server draws and marks a private
    // page shown without a session `noindex`; 130.2 kB since the entry is a few lines that start
    // the app once the first view has painted (the app counted with it; the preload helper a
    // file of its own) and the runtime gives the route table's gates to links config names;
    // 130.7 kB left 0.5 kB, then none: the entry lists the file name of every chunk the app may
    // load, so even a shared lazy file costs it about 26 bytes (the form kit's radio choice,
    // shared by three wallet pages, made the entry 130.72 kB); 130.8 kB leaves 0.1 kB.
    limit: '130.8 kB',
  },
];

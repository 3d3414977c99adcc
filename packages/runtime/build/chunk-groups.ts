/**
 * How the modules every page runs are cut into chunks (docs/performance.md, "The entry's size").
 *
 * Left to itself the bundler splits shared code by which lazy chunks share it: a dozen tiny
 * files the entry imports and another dozen the header and home blocks import, each a request
 * of its own. These groups make four chunks of them instead. A group's modules bring their own
 * imports with them, so:
 * - `libraries` and `client` name only modules the entry runs in any case; a module named there
 *   that the entry does not need would be loaded with it.
 * - `layout` and `home-blocks` name only modules the entry does not run; one the entry needs would bring the
 *   whole group into the entry. `pnpm budget` shows either mistake.
 */
/** A module id matches when one of `paths` (prefixes, `|` alternatives allowed) follows `root`. */
const under = (root: string, paths: readonly string[]): RegExp =>
  new RegExp(`${root}(${paths.join('|')})`);

const anyOf =
  (...patterns: readonly RegExp[]) =>
  (id: string): boolean =>
    patterns.some((pattern) => pattern.test(id));

export const CHUNK_GROUPS = [
  {
    // The bundler's helper for dynamic imports, which the entry uses to start the app once the
    // page has painted (src/main.tsx): in a file of its own, so the entry does not import
    // `client` (and with it the libraries) before the first paint.
    name: 'preload',
    test: /^\0vite\/preload-helper/,
    priority: 4,
  },
  {
    name: 'libraries',
    test: under('node_modules/', [
      'react/',
      'react-dom/',
      'react-router/',
      'react-router-dom/',
      'scheduler/',
      'i18next/',
      'react-i18next/',
      'swr/',
      'zustand/',
    ]),
    priority: 3,
  },
  {
    // The core's stores, tenant, API client and endpoint-hook base, the server's first answers,
    // the paths, language tags, the centre pages' context.
    name: 'client',
    test: anyOf(
      under('packages/core/src/', [
        'stores/',
        'tenant/',
        'api/(?!phone-auth|error-message-in)[a-z-]+\\.ts',
        'hooks/(endpoint-key|swr-defaults|use-adapted-endpoint)',
        'first-answers/',
        'account/member-gate',
        'hooks/use-require-member',
        'adapters/(raw|unexpected-value)',
        'i18n/(use-current-language|document-language)',
        'socket/socket-event-bus',
      ]),
      under('packages/', [
        'paths/',
        'tenant-config/src/(language-tags|tenant-asset-url)',
        // The entry provides the centres' pages and the header's entries to the widgets...
        'widgets/src/centre-pages/centre-pages-context',
        'widgets/src/header-entries/',
        // ... and the route table's gates to the links config names by address (the phone bar).
        'widgets/src/link-gates/',
        // The side menu's declaration in the entry's registry runs its edge rule.
        'widgets/src/side-menu/edge',
      ]),
    ),
    priority: 2,
  },
  {
    // What every page's layout runs once the entry has started: the header, footer, side menu
    // and customer-service button, and the data hooks they share with the home blocks (games and
    // their launch, wallet, content, member info, amounts). One file instead of eight: each
    // request costs its own headers and round trip.
    name: 'layout',
    test: anyOf(
      under('packages/core/src/', [
        'games/',
        'money/',
        'account/sign-out',
        'hooks/(games-hooks|wallet-hooks|content-hooks|use-member-info|use-module-enabled)',
      ]),
      under('packages/widgets/src/', [
        // The widgets' code, not their declarations (`index.ts`), which the entry's registry holds.
        // Not the drawer's panel, which loads when the visitor opens the menu.
        '(header|footer|side-menu)/(?!index\\.ts|DrawerPanel)',
        'shared/(CustomerServiceButton|open-customer-service|use-sign-out|prefers-reduced-motion)',
        // What waits until it nears the screen (images, QR codes, the reward centre's lowest
        // blocks), with its library: here rather than with the QR codes in `home-blocks`, which
        // a member centre or a game list would otherwise load for it.
        'shared/use-near-screen',
      ]),
      under('node_modules/', ['react-intersection-observer/']),
    ),
    priority: 1,
  },
  {
    // The blocks of the default home page (banner, notice line, counters, advantages, app
    // download, casino tabs, live streams): one file instead of eight on a home page that shows
    // them. A tenant whose home is made of other blocks (jade's hero and text) loads none of it.
    name: 'home-blocks',
    test: anyOf(
      under('packages/widgets/src/', [
        // Not the carousel library's part (SwiperBanners), which loads when the visitor reaches for it.
        '(advantages|app-download|banner-carousel|notice-marquee|service-counters)/(?!index\\.ts|SwiperBanners)',
      ]),
      under('packages/features/src/home/widgets/', [
        '(casino-tabs|hot-live-streams)/(?!index\\.ts)',
      ]),
    ),
    priority: 1,
  },
];

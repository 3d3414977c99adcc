/**
 * How the modules every page runs are cut into chunks (docs/performance.md, "The entry's size").
 *
 * Left to itself the bundler splits shared code by which lazy chunks share it: a dozen tiny
 * files the entry imports and another dozen the header and home blocks import, each a request
 * of its own. These groups make three chunks of them instead. A group's modules bring their own
 * imports with them, so:
 * - `libraries` and `client` name only modules the entry runs in any case; a module named there
 *   that the entry does not need would be loaded with it.
 * - `data-hooks` names only modules the entry does not run; one the entry needs would bring the
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
      'immer/',
      'axios/',
    ]),
    priority: 3,
  },
  {
    // The core's stores, tenant, API client and endpoint-hook base, the server's first answers,
    // the paths, language tags.
    name: 'client',
    test: anyOf(
      under('packages/core/src/', [
        'stores/',
        'tenant/',
        'api/(?!phone-auth|error-message-in)[a-z-]+\\.ts',
        'hooks/(endpoint-key|swr-defaults|use-adapted-endpoint)',
        'first-answers/',
        'adapters/(raw|unexpected-value)',
        'i18n/use-current-language',
        'socket/socket-event-bus',
      ]),
      under('packages/', ['paths/', 'tenant-config/src/language-tags']),
    ),
    priority: 2,
  },
  {
    // The data hooks the header and the home blocks share: games and their launch, wallet,
    // content, member info, amounts.
    name: 'data-hooks',
    test: under('packages/core/src/', [
      'games/',
      'money/',
      'hooks/(games-hooks|wallet-hooks|content-hooks|use-member-info|use-module-enabled)',
    ]),
    priority: 1,
  },
];

import type { Plugin } from 'vite';

/** A widget definition's node-only imports: its settings schema and its server declarations. */
const SERVER_ONLY_IMPORT = /import\(\s*['"]\.\/(schema\.json|server\.js)['"]\s*\)/g;

/**
 * The browser never loads a widget's settings schema (the server fills every default before a
 * page reaches it) nor its server declarations (`server.ts`: what the site server draws and asks
 * for its sections). This replaces each widget definition's `import('./schema.json')` and
 * `import('./server.js')` with a rejection, so neither is bundled at all.
 */
export function serverOnlyImportsPlugin(): Plugin {
  return {
    name: 'wl-server-only-imports',
    apply: 'build',
    enforce: 'pre',
    transform(code, id) {
      if (!/\/index\.ts$/.test(id) || !SERVER_ONLY_IMPORT.test(code)) return null;
      SERVER_ONLY_IMPORT.lastIndex = 0;
      return {
        code: code.replace(
          SERVER_ONLY_IMPORT,
          (_call, file: string) =>
            `Promise.reject(new Error('widget ${file === 'server.js' ? 'server declarations' : 'schemas'} are read on the server only'))`,
        ),
        map: null,
      };
    },
  };
}

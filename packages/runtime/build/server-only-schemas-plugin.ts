import type { Plugin } from 'vite';

const SCHEMA_IMPORT = /import\(\s*['"]\.\/schema\.json['"]\s*\)/g;

/**
 * The browser never loads widget settings schemas: the server fills every default before a page
 * reaches it. This replaces each widget definition's `import('./schema.json')` with a rejection,
 * so no schema is bundled at all.
 */
export function serverOnlySchemasPlugin(): Plugin {
  return {
    name: 'wl-server-only-schemas',
    apply: 'build',
    enforce: 'pre',
    transform(code, id) {
      if (!/\/index\.ts$/.test(id) || !SCHEMA_IMPORT.test(code)) return null;
      SCHEMA_IMPORT.lastIndex = 0;
      return {
        code: code.replace(
          SCHEMA_IMPORT,
          "Promise.reject(new Error('widget schemas are read on the server only'))",
        ),
        map: null,
      };
    },
  };
}

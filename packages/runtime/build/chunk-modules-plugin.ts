import type { Plugin } from 'vite';

/**
 * Writes `.vite/chunk-modules.json` beside Vite's manifest: for every emitted JS chunk, the
 * module ids it contains. The bundle budget reads it to prove heavy libraries stay out of the
 * chunks that `/` loads.
 */
export function chunkModulesPlugin(): Plugin {
  return {
    name: 'wl-chunk-modules',
    apply: 'build',
    generateBundle(_options, bundle) {
      const map: Record<string, string[]> = {};
      for (const [fileName, output] of Object.entries(bundle)) {
        if (output.type === 'chunk') {
          map[fileName] = output.moduleIds.map((id) =>
            id.replace(/^.*\/node_modules\//, 'node_modules/'),
          );
        }
      }
      this.emitFile({
        type: 'asset',
        fileName: '.vite/chunk-modules.json',
        source: JSON.stringify(map, null, 1),
      });
    },
  };
}

import { join } from 'node:path';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { compression } from 'vite-plugin-compression2';
import { VitePWA } from 'vite-plugin-pwa';
import { CHUNK_GROUPS } from './build/chunk-groups.js';
import { chunkModulesPlugin } from './build/chunk-modules-plugin.js';
import { appShellPrecache } from './build/app-shell-precache.js';
import { serverOnlyImportsPlugin } from './build/server-only-imports-plugin.js';

export default defineConfig({
  base: '/',
  plugins: [
    serverOnlyImportsPlugin(),
    react(),
    tailwindcss(),
    chunkModulesPlugin(),
    // Brotli and gzip copies of each hashed asset, served as they are by the site server.
    // index.html is a template the server fills per tenant, so it is left out.
    compression({
      include: /^assets\/.*\.(js|css|svg|json)$/,
      algorithms: ['brotliCompress', 'gzip'],
      threshold: 1024,
    }),
    // The service worker (service-worker/sw.ts) as dist/sw.js, with the app shell's hashed JS and
    // CSS as its precache. The site server serves each tenant's manifest, so none is generated here, and the
    // runtime registers the worker itself once the page is idle (src/pwa/).
    VitePWA({
      strategies: 'injectManifest',
      srcDir: 'service-worker',
      filename: 'sw.ts',
      injectRegister: false,
      manifest: false,
      injectManifest: {
        globPatterns: ['assets/**/*.{js,css}'],
        manifestTransforms: [appShellPrecache(join(import.meta.dirname, 'dist'))],
      },
    }),
  ],
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    manifest: true,
    target: 'es2022',
    modulePreload: { polyfill: false },
    rolldownOptions: { output: { codeSplitting: { groups: CHUNK_GROUPS } } },
  },
});

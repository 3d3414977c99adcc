import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { compression } from 'vite-plugin-compression2';
import { chunkModulesPlugin } from './build/chunk-modules-plugin.js';
import { serverOnlySchemasPlugin } from './build/server-only-schemas-plugin.js';

export default defineConfig({
  base: '/',
  plugins: [
    serverOnlySchemasPlugin(),
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
  ],
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    manifest: true,
    target: 'es2022',
    rolldownOptions: {
      output: {
        // What every page runs goes in two chunks the entry imports: the libraries, and the core's
        // stores and API client. Left to itself the bundler splits these by which lazy chunks share
        // them, into a dozen tiny files each page must fetch before it starts. Only modules the
        // entry needs in any case are named here; their own imports follow them
        // (docs/performance.md#the-entrys-size).
        codeSplitting: {
          groups: [
            {
              name: 'libraries',
              test: /node_modules\/(react|react-dom|react-router|react-router-dom|scheduler|i18next|react-i18next|swr|zustand|immer|axios)\//,
              priority: 2,
            },
            {
              name: 'client',
              test: /packages\/core\/src\/(stores\/|tenant\/|api\/(?!phone-auth|error-message-in)[a-z-]+\.ts)/,
              priority: 1,
            },
          ],
        },
      },
    },
  },
});

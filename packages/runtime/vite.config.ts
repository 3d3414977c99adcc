import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { compression } from 'vite-plugin-compression2';
import { CHUNK_GROUPS } from './build/chunk-groups.js';
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
    rolldownOptions: { output: { codeSplitting: { groups: CHUNK_GROUPS } } },
  },
});

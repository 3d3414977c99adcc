import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { chunkModulesPlugin } from './build/chunk-modules-plugin.js';
import { serverOnlySchemasPlugin } from './build/server-only-schemas-plugin.js';

export default defineConfig({
  base: '/',
  plugins: [serverOnlySchemasPlugin(), react(), tailwindcss(), chunkModulesPlugin()],
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    manifest: true,
    target: 'es2022',
  },
});

import { defineConfig } from 'vitest/config';

const browserLike = ['packages/core', 'packages/widgets', 'packages/features', 'packages/runtime'];
const nodeSide = [
  'packages/paths',
  'packages/contract',
  'packages/tenant-config',
  'packages/site-server',
  'mock-server',
  'scripts',
];

export default defineConfig({
  test: {
    // Records the mock routes tests call, for `pnpm contract:coverage`.
    globalSetup: ['./tests/endpoint-hits-setup.ts'],
    projects: [
      ...browserLike.map((dir) => ({
        test: {
          name: dir.split('/').pop(),
          root: dir,
          environment: 'jsdom',
          include: ['src/**/*.test.{ts,tsx}'],
          setupFiles: [new URL('./tests/setup-dom.ts', import.meta.url).pathname],
        },
      })),
      ...nodeSide.map((dir) => ({
        test: {
          name: dir.split('/').pop(),
          root: dir,
          environment: 'node',
          include: ['src/**/*.test.ts', '*.test.ts', 'test/**/*.test.ts'],
        },
      })),
      {
        test: {
          name: 'integration',
          root: 'tests/integration',
          environment: 'node',
          include: ['**/*.test.ts'],
          setupFiles: [new URL('./tests/integration/memory-storage.ts', import.meta.url).pathname],
        },
      },
      {
        test: {
          name: 'foreign-client',
          root: 'tests/foreign-client',
          environment: 'node',
          include: ['**/*.test.ts'],
        },
      },
    ],
  },
});

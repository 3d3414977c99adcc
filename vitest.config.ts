import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';

const browserLike = ['packages/core', 'packages/widgets', 'packages/features', 'packages/runtime'];
const nodeSide = [
  'packages/paths',
  'packages/api',
  'packages/tenant-config',
  'packages/site-server',
  'packages/studio',
  'mock-server',
  'scripts',
];

/**
 * Test files that replace a module (`vi.mock`) need a module graph of their own; every other file
 * shares its worker's graph and environment, which makes the unit run about three times faster.
 * Shared state is reset after each test (tests/setup-dom.ts); a file added here runs isolated.
 */
const ownModules = [
  'packages/core/src/api/call-endpoint.test.ts',
  'packages/widgets/src/PageRenderer.test.tsx',
  'packages/site-server/src/mock-loading.test.ts',
  'packages/site-server/src/routes/spa-cache.test.ts',
];
const setupDom = new URL('./tests/setup-dom.ts', import.meta.url).pathname;
/**
 * Every project's own limits: a test that passes waits no longer for them, and on a busy 2-core
 * machine generating the API sources or starting a server can take more than Vitest's 5 s.
 */
const limits = { testTimeout: 15_000, hookTimeout: 20_000 };
const within = (dir: string) =>
  ownModules.filter((file) => file.startsWith(`${dir}/`)).map((file) => file.slice(dir.length + 1));

export default defineConfig({
  test: {
    // Records the mock routes tests call, for `pnpm api:coverage`.
    globalSetup: ['./tests/endpoint-hits-setup.ts'],
    isolate: false,
    // Vitest's default leaves one core to the runner, which on a 2-core machine is one worker; many
    // tests wait on a child process, a server or a timer, so a worker per core keeps both busy.
    maxWorkers: Math.max(2, availableParallelism()),
    projects: [
      ...browserLike.map((dir) => ({
        test: {
          ...limits,
          name: dir.split('/').pop(),
          root: dir,
          environment: 'jsdom',
          isolate: false,
          include: ['src/**/*.test.{ts,tsx}'],
          exclude: within(dir),
          setupFiles: [setupDom],
        },
      })),
      ...nodeSide.map((dir) => ({
        test: {
          ...limits,
          name: dir.split('/').pop(),
          root: dir,
          environment: 'node',
          isolate: false,
          include: ['src/**/*.test.ts', '*.test.ts', 'test/**/*.test.ts'],
          exclude: within(dir),
        },
      })),
      ...[...browserLike, ...nodeSide]
        .filter((dir) => within(dir).length > 0)
        .map((dir) => ({
          test: {
            ...limits,
            name: `${dir.split('/').pop()}-own-modules`,
            root: dir,
            environment: browserLike.includes(dir) ? 'jsdom' : 'node',
            isolate: true,
            include: within(dir),
            setupFiles: browserLike.includes(dir) ? [setupDom] : [],
          },
        })),
      {
        test: {
          ...limits,
          name: 'integration',
          root: 'tests/integration',
          environment: 'node',
          // Each file drives the client's stores and a mock of its own, in any order and worker.
          isolate: true,
          include: ['**/*.test.ts'],
          setupFiles: [new URL('./tests/integration/memory-storage.ts', import.meta.url).pathname],
        },
      },
      {
        test: {
          ...limits,
          name: 'foreign-client',
          root: 'tests/foreign-client',
          environment: 'node',
          isolate: false,
          include: ['**/*.test.ts'],
        },
      },
    ],
  },
});

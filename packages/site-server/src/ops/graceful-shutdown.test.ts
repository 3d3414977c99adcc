import { spawn, type ChildProcessWithoutNullStreams } from 'node:child_process';
import { connect } from 'node:net';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { rawRequest } from '../test-support/loopback.js';
import { createSiteFixture } from '../test-support/site-fixture.js';

const CHILD = fileURLToPath(new URL('../test-support/shutdown-child.ts', import.meta.url));
const TSX = fileURLToPath(new URL('../../../../node_modules/.bin/tsx', import.meta.url));

const site = createSiteFixture();
afterAll(() => site.remove());

interface Child {
  process: ChildProcessWithoutNullStreams;
  port: number;
  output: () => string;
  /** Resolves when the output matches. */
  waitFor: (pattern: RegExp) => Promise<void>;
  exited: Promise<number | null>;
}

async function startChild(deadlineMs: number): Promise<Child> {
  const child = spawn(TSX, [CHILD], {
    env: {
      ...process.env,
      WL_TENANTS: site.tenantsDir,
      WL_DIST: site.distDir,
      WL_SHUTDOWN_DEADLINE_MS: String(deadlineMs),
    },
  });
  let output = '';
  const waiters: { pattern: RegExp; done: () => void }[] = [];
  child.stdout.on('data', (chunk: Buffer) => {
    output += chunk.toString();
    for (const waiter of waiters.filter((w) => w.pattern.test(output))) waiter.done();
  });
  const waitFor = (pattern: RegExp): Promise<void> =>
    pattern.test(output)
      ? Promise.resolve()
      : new Promise((done) => waiters.push({ pattern, done }));
  const exited = new Promise<number | null>((done) => child.on('exit', done));
  await waitFor(/port \d+/);
  const port = Number(/port (\d+)/.exec(output)?.[1]);
  return { process: child, port, output: () => output, waitFor, exited };
}

function refusesConnections(port: number): Promise<boolean> {
  return new Promise((done) => {
    const socket = connect(port, '127.0.0.1');
    socket.once('connect', () => {
      socket.destroy();
      done(false);
    });
    socket.once('error', () => done(true));
  });
}

describe('SIGTERM', () => {
  it('stops taking connections, answers the request in progress, then exits 0', async () => {
    const child = await startChild(10_000);
    const answer = rawRequest(child.port, '/slow?ms=1500', { headers: { host: 'jade.localhost' } });
    await child.waitFor(/slow started/);
    child.process.kill('SIGTERM');
    await child.waitFor(/stopping/);
    let refused = false;
    for (let attempt = 0; attempt < 40 && !refused; attempt++) {
      refused = await refusesConnections(child.port);
      if (!refused) await new Promise((done) => setTimeout(done, 25));
    }
    // The listening socket is closed while the slow request (1.5 s) is still in progress.
    expect(refused).toBe(true);
    expect(child.output()).not.toMatch(/"msg":"stopped"/);
    expect(await answer).toMatchObject({ status: 200, body: 'done' });
    expect(await child.exited).toBe(0);
    expect(child.output()).toMatch(/"msg":"stopped"/);
  }, 30_000);

  it('cuts what is still open at the deadline and still exits 0', async () => {
    const child = await startChild(300);
    const answer = rawRequest(child.port, '/slow?ms=60000', {
      headers: { host: 'jade.localhost' },
    }).then(
      () => 'answered',
      () => 'cut',
    );
    await child.waitFor(/slow started/);
    child.process.kill('SIGTERM');
    expect(await child.exited).toBe(0);
    expect(await answer).toBe('cut');
    expect(child.output()).toMatch(/shutdown deadline passed/);
  }, 30_000);
});

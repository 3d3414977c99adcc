/**
 * The hard front's figures for `pnpm bench:server` (docs/security.md): what a keep-alive client
 * past the per-socket limit gets, what many half-open connections from one address do to the
 * probes, what a huge locale dropped into one tenant does to another tenant's answers and to
 * memory, and whether a hard link out of a tenant's assets is served. Every probe runs on
 * loopback against a site server serving a temporary copy of `tenants/`, and closes what it opens.
 */
import { linkSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { Agent, request as httpRequest } from 'node:http';
import { connect, type Socket } from 'node:net';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';

/** The site server under test: its loopback port, process id, tenants copy and log file. */
export interface ProbedServer {
  port: number;
  pid: number;
  tenantsDir: string;
  logFile: string;
}

interface Answer {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: Buffer;
  ms: number;
}

/** One GET on loopback; `agent` false opens a fresh connection. */
function get(
  port: number,
  path: string,
  headers: Record<string, string>,
  agent: Agent | false = false,
  onSocket?: (socket: Socket) => void,
): Promise<Answer> {
  const started = performance.now();
  return new Promise((resolve, reject) => {
    const req = httpRequest(
      { host: '127.0.0.1', port, path, headers, agent, timeout: 30_000 },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () =>
          resolve({
            status: res.statusCode ?? 0,
            headers: res.headers,
            body: Buffer.concat(chunks),
            ms: performance.now() - started,
          }),
        );
      },
    );
    if (onSocket) req.once('socket', onSocket);
    req.on('timeout', () => req.destroy(new Error(`${path} took over 30 s`)));
    req.on('error', reject);
    req.end();
  });
}

function percentile(values: readonly number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;
}

/** The resident memory of a process, in MB (Linux). */
function rssMb(pid: number): number {
  const match = /VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
  return match ? Math.round(Number(match[1]) / 1024) : 0;
}

/** Request lines the server logged for `url`. */
function loggedRequests(logFile: string, url: string): number {
  const needle = `"url":"${url}"`;
  return readFileSync(logFile, 'utf8')
    .split('\n')
    .filter((line) => line.includes(needle) && line.includes('"msg":"request"')).length;
}

export interface KeepAliveFigures {
  requests: number;
  /** Requests the first connection carried before the server closed it. */
  firstSocketRequests: number;
  /** Whether the last answer on that connection said `Connection: close`. */
  cleanClose: boolean;
  status503: number;
  otherFailures: number;
  logged: number;
}

/** `requests` calls one after another on a keep-alive client that keeps one connection. */
export async function keepAliveProbe(
  server: ProbedServer,
  requests = 1_100,
): Promise<KeepAliveFigures> {
  const url = '/wps/system/status?bench=keep-alive';
  const agent = new Agent({ keepAlive: true, maxSockets: 1 });
  const sockets: Socket[] = [];
  const perSocket: { socket: Socket; count: number; lastConnection: string }[] = [];
  let status503 = 0;
  let otherFailures = 0;
  try {
    for (let i = 0; i < requests; i += 1) {
      let used: Socket | undefined;
      const answer = await get(server.port, url, { merchant: 'SGN01' }, agent, (socket) => {
        used = socket;
        if (!sockets.includes(socket)) sockets.push(socket);
      }).catch(() => undefined);
      if (!answer) {
        otherFailures += 1;
        continue;
      }
      if (answer.status === 503) status503 += 1;
      else if (answer.status !== 200) otherFailures += 1;
      const socket = used ?? sockets.at(-1);
      let entry = perSocket.find((candidate) => candidate.socket === socket);
      if (!entry && socket) {
        entry = { socket, count: 0, lastConnection: '' };
        perSocket.push(entry);
      }
      if (entry) {
        entry.count += 1;
        entry.lastConnection = String(answer.headers.connection ?? '');
      }
    }
  } finally {
    agent.destroy();
  }
  await sleep(300);
  const first = perSocket[0];
  return {
    requests,
    firstSocketRequests: first?.count ?? 0,
    cleanClose: first !== undefined && perSocket.length > 1 && first.lastConnection === 'close',
    status503,
    otherFailures,
    logged: loggedRequests(server.logFile, url),
  };
}

/** `/healthz` answered every `everyMs` while `during` runs: latencies in ms, failures counted. */
async function healthWhile(
  server: ProbedServer,
  host: string,
  everyMs: number,
  during: Promise<unknown>,
): Promise<{ latencies: number[]; failures: number }> {
  let running = true;
  void during.finally(() => (running = false));
  const latencies: number[] = [];
  let failures = 0;
  while (running) {
    const answer = await get(server.port, '/healthz', { host }).catch(() => undefined);
    if (answer?.status === 200) latencies.push(answer.ms);
    else failures += 1;
    await sleep(everyMs);
  }
  return { latencies, failures };
}

export interface HalfOpenFigures {
  opened: number;
  /** Connections the server closed without a word: beyond the per-address limit. */
  cutAtOnce: number;
  /** Connections the server held until the header timeout, then answered 408. */
  heldUntilTimeout: number;
  /** Seconds from the first opening until the server had closed every connection. */
  allClosedAfterS: number | null;
  /** Connections still open when the probe ended (`holdMs` after all were open). */
  stillOpen: number;
  healthP50Ms: number;
  healthMaxMs: number;
  healthAnswered: number;
  healthFailed: number;
}

/**
 * `count` connections from 127.0.0.2 that send the start of a request and never finish its
 * headers; meanwhile `/healthz` is asked from 127.0.0.1 every 100 ms, for `holdMs` after all are
 * open.
 */
export async function halfOpenProbe(
  server: ProbedServer,
  count = 4_200,
  holdMs = 7_000,
): Promise<HalfOpenFigures> {
  const sockets: Socket[] = [];
  const closedAt: number[] = [];
  let timedOut = 0;
  let cut = 0;
  const started = performance.now();
  const opening = Promise.all(
    Array.from(
      { length: count },
      () =>
        new Promise<void>((resolve) => {
          const socket = connect({
            host: '127.0.0.1',
            port: server.port,
            localAddress: '127.0.0.2',
          });
          sockets.push(socket);
          let answer = '';
          socket.on('data', (chunk: Buffer) => (answer += chunk.toString('latin1')));
          socket.once('connect', () => {
            socket.write('GET / HTTP/1.1\r\nHost: saigon.localhost\r\nX-Half: open\r\n');
            resolve();
          });
          socket.on('error', () => resolve());
          socket.once('close', () => {
            closedAt.push(performance.now() - started);
            if (answer.startsWith('HTTP/1.1 408')) timedOut += 1;
            else if (answer === '') cut += 1;
            resolve();
          });
        }),
    ),
  );
  const health = await healthWhile(
    server,
    'saigon.localhost',
    100,
    opening.then(() => sleep(holdMs)),
  );
  const allClosed = closedAt.length === count ? Math.max(...closedAt) / 1000 : null;
  for (const socket of sockets) socket.destroy();
  return {
    opened: count,
    cutAtOnce: cut,
    heldUntilTimeout: timedOut,
    allClosedAfterS: allClosed === null ? null : Math.round(allClosed * 10) / 10,
    stillOpen: count - closedAt.length,
    healthP50Ms: Math.round(percentile(health.latencies, 50) * 10) / 10,
    healthMaxMs: Math.round(Math.max(0, ...health.latencies)),
    healthAnswered: health.latencies.length,
    healthFailed: health.failures,
  };
}

export interface ReloadFigures {
  fileMb: number;
  healthP50Ms: number;
  healthMaxMs: number;
  healthAnswered: number;
  rssBeforeMb: number;
  rssPeakMb: number;
  /** Whether the tenant kept serving its last valid dictionary. */
  keptLastValid: boolean;
}

/**
 * A locale of `fileMb` MB written over jade's English dictionary; for `watchMs` after, `/healthz`
 * of saigon is asked every 20 ms and the server's memory read; then jade's English dictionary is
 * asked (it must be the last valid one) and the file is put back.
 */
export async function reloadProbe(
  server: ProbedServer,
  fileMb = 49,
  watchMs = 4_000,
): Promise<ReloadFigures> {
  const file = join(server.tenantsDir, 'jade', 'locales', 'EN.json');
  const original = readFileSync(file);
  const rssBeforeMb = rssMb(server.pid);
  let rssPeakMb = rssBeforeMb;
  const sampler = setInterval(() => (rssPeakMb = Math.max(rssPeakMb, rssMb(server.pid))), 20);
  try {
    const filler = 'x'.repeat(fileMb * 1024 * 1024 - 12);
    writeFileSync(file, `{"filler":"${filler}"}`);
    const health = await healthWhile(server, 'saigon.localhost', 20, sleep(watchMs));
    const dictionary = await get(server.port, '/locales/en.json', { host: 'jade.localhost' });
    return {
      fileMb,
      healthP50Ms: Math.round(percentile(health.latencies, 50) * 10) / 10,
      healthMaxMs: Math.round(Math.max(0, ...health.latencies)),
      healthAnswered: health.latencies.length,
      rssBeforeMb,
      rssPeakMb,
      keptLastValid: dictionary.status === 200 && dictionary.body.length < 1024 * 1024,
    };
  } finally {
    clearInterval(sampler);
    writeFileSync(file, original);
  }
}

export interface HardLinkFigures {
  /** Status of a hard link in saigon's assets to a file outside them. */
  linkedStatus: number;
  /** Status of an ordinary file beside it. */
  plainStatus: number;
}

/** A hard link in saigon's `assets/` to a file outside, and an ordinary file beside it. */
export async function hardLinkProbe(
  server: ProbedServer,
  outsideDir: string,
): Promise<HardLinkFigures> {
  const outside = join(outsideDir, 'outside-secret.txt');
  const assets = join(server.tenantsDir, 'saigon', 'assets');
  writeFileSync(outside, 'a file outside every tenant');
  linkSync(outside, join(assets, 'bench-linked.txt'));
  writeFileSync(join(assets, 'bench-plain.txt'), 'an ordinary asset');
  await sleep(1_000);
  try {
    const ask = (name: string) =>
      get(server.port, `/tenant-assets/${name}`, { host: 'saigon.localhost' });
    return {
      linkedStatus: (await ask('bench-linked.txt')).status,
      plainStatus: (await ask('bench-plain.txt')).status,
    };
  } finally {
    rmSync(join(assets, 'bench-linked.txt'), { force: true });
    rmSync(join(assets, 'bench-plain.txt'), { force: true });
    rmSync(outside, { force: true });
  }
}

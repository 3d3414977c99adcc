import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance } from 'fastify';
import { BlockList, isIP, type Socket } from 'node:net';
import type { ServerLimits } from './server-limits.js';

/** The ranges `proxy-addr` knows by name (`WL_TRUST_PROXY` accepts them). */
const NAMED_RANGES: Record<string, [string, number, 'ipv4' | 'ipv6'][]> = {
  loopback: [
    ['127.0.0.0', 8, 'ipv4'],
    ['::1', 128, 'ipv6'],
  ],
  linklocal: [
    ['169.254.0.0', 16, 'ipv4'],
    ['fe80::', 10, 'ipv6'],
  ],
  uniquelocal: [
    ['10.0.0.0', 8, 'ipv4'],
    ['172.16.0.0', 12, 'ipv4'],
    ['192.168.0.0', 16, 'ipv4'],
    ['fc00::', 7, 'ipv6'],
  ],
};

/** An address as a socket gives it, IPv4 mapped into IPv6 (`::ffff:1.2.3.4`) read as IPv4. */
export function plainAddress(address: string | undefined): string {
  const text = address ?? '';
  return text.startsWith('::ffff:') && isIP(text.slice(7)) === 4 ? text.slice(7) : text;
}

/** Whether `address` is in one of `entries` (addresses, CIDR ranges or named ranges). */
export function addressMatcher(entries: readonly string[]): (address: string) => boolean {
  const list = new BlockList();
  for (const entry of entries) {
    const named = NAMED_RANGES[entry];
    if (named) {
      for (const [network, bits, family] of named) list.addSubnet(network, bits, family);
      continue;
    }
    const [address = '', bits] = entry.split('/');
    const family = isIP(address) === 6 ? 'ipv6' : 'ipv4';
    if (bits === undefined) list.addAddress(address, family);
    else list.addSubnet(address, Number(bits), family);
  }
  return (address) => {
    const plain = plainAddress(address);
    const family = isIP(plain);
    return family !== 0 && list.check(plain, family === 6 ? 'ipv6' : 'ipv4');
  };
}

const matchesLoopback = addressMatcher(['loopback']);
const loopbackAnswers = new Map<string, boolean>();

/** Whether `address` is the machine's own, remembered for the addresses seen last. */
function isLoopback(address: string): boolean {
  let answer = loopbackAnswers.get(address);
  if (answer === undefined) {
    answer = matchesLoopback(address);
    if (loopbackAnswers.size >= 1024) loopbackAnswers.clear();
    loopbackAnswers.set(address, answer);
  }
  return answer;
}

/** How many requests each open connection has carried. */
const served = new WeakMap<Socket, number>();

/**
 * What one client may hold (docs/security.md#connections-and-requests):
 * - at most `maxConnectionsPerAddress` open connections from one address (the socket's; the
 *   load balancer's own, named in `trustedProxies`, are not limited): more are closed at once,
 *   so one address cannot take the connections every other visitor needs;
 * - at most `requestsPerMinutePerAddress` requests a minute from one client address (as the
 *   trusted proxy names it), then 429 with `Retry-After` (`@fastify/rate-limit`); the machine
 *   itself (loopback) is not limited, nor are the probes;
 * - a keep-alive connection carries `maxRequestsPerSocket` requests: the last one is answered
 *   with `Connection: close` and the connection ends cleanly (the client opens another), instead
 *   of the unlogged 503 Node gives to requests past its own limit.
 */
export function registerConnectionLimits(
  app: FastifyInstance,
  limits: ServerLimits,
  trustedProxies: readonly string[],
): void {
  const isProxy = addressMatcher(trustedProxies);
  const open = new Map<string, number>();
  app.server.on('connection', (socket: Socket) => {
    const address = plainAddress(socket.remoteAddress);
    if (isProxy(address)) return;
    const count = (open.get(address) ?? 0) + 1;
    if (count > limits.maxConnectionsPerAddress) {
      socket.destroy();
      return;
    }
    open.set(address, count);
    socket.once('close', () => {
      const left = (open.get(address) ?? 1) - 1;
      if (left <= 0) open.delete(address);
      else open.set(address, left);
    });
  });

  app.addHook('onRequest', async (request, reply) => {
    const socket = request.raw.socket as Socket | undefined;
    if (!socket) return;
    const count = (served.get(socket) ?? 0) + 1;
    served.set(socket, count);
    if (count >= limits.maxRequestsPerSocket) reply.header('connection', 'close');
  });

  if (limits.requestsPerMinutePerAddress > 0) {
    void app
      .register(rateLimit, {
        global: false,
        max: limits.requestsPerMinutePerAddress,
        timeWindow: 60_000,
        cache: 10_000,
        allowList: (request) => isLoopback(request.ip) || request.url === '/healthz',
      })
      .after(() => {
        // Every answer, the pages answered by the not-found handler too.
        app.addHook('onRequest', app.rateLimit());
      });
  }
}

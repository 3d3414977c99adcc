import { isIP } from 'node:net';
import type { FastifyServerOptions } from 'fastify';
import { CliError } from './cli-options.js';

/** Address ranges proxy-addr knows by name. */
const NAMED_RANGES = new Set(['loopback', 'linklocal', 'uniquelocal']);

function isAddressOrRange(entry: string): boolean {
  if (NAMED_RANGES.has(entry)) return true;
  const [address = '', bits, ...rest] = entry.split('/');
  const family = isIP(address);
  if (family === 0 || rest.length > 0) return false;
  if (bits === undefined) return true;
  const max = family === 4 ? 32 : 128;
  return /^\d{1,3}$/.test(bits) && Number(bits) <= max;
}

/**
 * The proxies whose `X-Forwarded-For`, `-Host` and `-Proto` the server believes (`WL_TRUST_PROXY`):
 * unset or empty → none (the socket's address is the client); a number → that many hops in front
 * of the server; otherwise a comma-separated list of addresses, CIDR ranges or `loopback`,
 * `linklocal`, `uniquelocal`.
 */
export function parseTrustProxy(value: string | undefined): FastifyServerOptions['trustProxy'] {
  const text = value?.trim() ?? '';
  if (text === '') return false;
  if (/^\d+$/.test(text)) {
    const hops = Number(text);
    return (_address, hop) => hop < hops;
  }
  const entries = text.split(',').map((entry) => entry.trim());
  const wrong = entries.filter((entry) => !isAddressOrRange(entry));
  if (wrong.length > 0) {
    throw new CliError(
      `WL_TRUST_PROXY must be a hop count or a list of addresses, CIDR ranges, loopback, linklocal or uniquelocal; "${wrong.join('", "')}" is none of these`,
    );
  }
  return entries;
}

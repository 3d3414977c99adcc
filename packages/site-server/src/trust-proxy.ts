import { isIP } from 'node:net';
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
 * The load balancer's address (`WL_TRUST_PROXY`): the proxies whose `X-Forwarded-For`, `-Host`
 * and `-Proto` the server believes. Unset or empty → none (the socket's address is the client);
 * otherwise a comma-separated list of addresses, CIDR ranges or `loopback`, `linklocal`,
 * `uniquelocal`. A hop count is refused: any client reaching the port directly could then name
 * its own address and protocol.
 */
export function parseTrustProxy(value: string | undefined): string[] | false {
  const text = value?.trim() ?? '';
  if (text === '') return false;
  if (/^\d+$/.test(text)) {
    throw new CliError(
      `WL_TRUST_PROXY names the load balancer's address (addresses, CIDR ranges, loopback, linklocal or uniquelocal), never a hop count: with "${text}" any client reaching the port could name its own address`,
    );
  }
  const entries = text.split(',').map((entry) => entry.trim());
  const wrong = entries.filter((entry) => !isAddressOrRange(entry));
  if (wrong.length > 0) {
    throw new CliError(
      `WL_TRUST_PROXY names the load balancer's address: a list of addresses, CIDR ranges, loopback, linklocal or uniquelocal; "${wrong.join('", "')}" is none of these`,
    );
  }
  return entries;
}

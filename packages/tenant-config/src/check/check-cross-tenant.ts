import type { ErrorSink, TenantView } from './tenant-view.js';

/** What the cross-tenant checks need from one valid tenant.json. */
export interface TenantIdentity {
  view: TenantView;
  merchantCode: string;
  hostnames: string[];
}

interface Claim {
  view: TenantView;
  pointer: string;
}

function quoteList(codes: readonly string[]): string {
  return codes.map((code) => `"${code}"`).join(', ');
}

/**
 * No two tenants share a hostname or a merchant code, and no tenant lists another's
 * `<code>.localhost`. A shared value is reported on every tenant that claims it, naming the others:
 * which tenant a domain or merchant belongs to is ambiguous until one of them gives it up.
 */
export function checkCrossTenant(identities: readonly TenantIdentity[], sink: ErrorSink): void {
  const codes = new Set(identities.map((identity) => identity.view.code));
  const hosts = new Map<string, Claim[]>();
  const merchants = new Map<string, Claim[]>();
  const claim = (map: Map<string, Claim[]>, value: string, entry: Claim): void => {
    map.set(value, [...(map.get(value) ?? []), entry]);
  };
  for (const { view, merchantCode, hostnames } of identities) {
    claim(merchants, merchantCode, { view, pointer: '/merchantCode' });
    hostnames.forEach((hostname, index) => {
      const pointer = `/hostnames/${index}`;
      const local = /^([^.]+)\.localhost$/.exec(hostname)?.[1];
      if (local !== undefined && local !== view.code && codes.has(local)) {
        sink.add(
          view.fileFor('tenant.json', pointer),
          pointer,
          `hostname "${hostname}" is the local address of tenant "${local}"`,
        );
      }
      claim(hosts, hostname, { view, pointer });
    });
  }
  const reportShared = (map: Map<string, Claim[]>, what: string): void => {
    for (const [value, claims] of map) {
      const owners = [...new Set(claims.map((entry) => entry.view.code))].sort();
      if (owners.length < 2) continue;
      for (const { view, pointer } of claims) {
        const others = owners.filter((code) => code !== view.code);
        const noun = others.length === 1 ? 'tenant' : 'tenants';
        sink.add(
          view.fileFor('tenant.json', pointer),
          pointer,
          `${what} "${value}" is also used by ${noun} ${quoteList(others)}`,
        );
      }
    }
  };
  reportShared(hosts, 'hostname');
  reportShared(merchants, 'merchant code');
}

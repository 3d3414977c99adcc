/** Hosts that mean "this machine": they serve the default tenant. */
export const LOOPBACK_HOSTS = ['localhost', '127.0.0.1', '[::1]', '::1'] as const;

/** The hostname of a Host header: lowercase, no port, no trailing dot ('Saigon.localhost:8080' → 'saigon.localhost'). */
export function hostnameOf(hostHeader: string): string {
  const host = hostHeader.trim().toLowerCase();
  if (host.startsWith('[')) {
    const end = host.indexOf(']');
    return end === -1 ? host : host.slice(0, end + 1);
  }
  const colons = host.split(':').length - 1;
  const name = colons === 1 ? host.slice(0, host.indexOf(':')) : host;
  return name.endsWith('.') ? name.slice(0, -1) : name;
}

/** The folder named by `<code>.localhost`, or null. */
export function localhostCode(hostname: string): string | null {
  const match = /^([^.]+)\.localhost$/.exec(hostname);
  return match?.[1] ?? null;
}

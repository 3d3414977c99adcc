/** The image host the site server picked (and preloaded the first images from), with its list. */
let seeded: { hosts: string; host: string } | undefined;

/** Remembers the server's pick of `host` among `hosts` (the permission info's image hosts). */
export function seedHost(hosts: readonly string[], host: string): void {
  if (hosts.includes(host)) seeded = { hosts: hosts.join('\n'), host };
}

/** The server's pick for this list of hosts, if it made one. */
export function seededHost(hosts: readonly string[]): string | undefined {
  return seeded?.hosts === hosts.join('\n') ? seeded.host : undefined;
}

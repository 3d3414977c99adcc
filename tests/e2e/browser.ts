import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { test as base } from '@playwright/test';
import { e2eEnv } from './e2e-env.js';

export { expect } from '@playwright/test';

export function tenantUrl(tenant: string, path = '/'): string {
  return `http://${tenant}.localhost:${e2eEnv('port')}${path}`;
}

/** Each test gets a fresh context and page; `pageErrors` collects the page's uncaught errors. */
export const test = base.extend<{ pageErrors: string[] }>({
  pageErrors: async ({ page }, provide) => {
    const errors: string[] = [];
    page.on('pageerror', (e) => errors.push(e.message));
    await provide(errors);
  },
});

/** Development-only mock controls (reset state, switch status). */
export async function devControl(path: string, body?: unknown): Promise<void> {
  const res = await fetch(`http://127.0.0.1:${e2eEnv('port')}/__dev${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body ?? {}),
  });
  if (!res.ok) throw new Error(`dev control ${path} answered ${res.status}`);
}

/** The built file of a lazy widget component, read from Vite's manifest (e.g. 'GameCenter'). */
export function widgetChunk(component: string): string {
  const manifest = JSON.parse(
    readFileSync(join(e2eEnv('distDir'), '.vite/manifest.json'), 'utf8'),
  ) as Record<string, { file: string; src?: string; isDynamicEntry?: boolean }>;
  const hit = Object.entries(manifest).find(
    ([key, c]) =>
      c.isDynamicEntry && new RegExp(`widgets/(.*/)?${component}[./]`).test(c.src ?? key),
  );
  if (!hit) throw new Error(`no lazy chunk for widget ${component} in the manifest`);
  return hit[1].file;
}

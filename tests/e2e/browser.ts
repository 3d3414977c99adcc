import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { test as base, type Page } from '@playwright/test';
import { e2eEnv } from './e2e-env.js';

export { expect } from '@playwright/test';

export function tenantUrl(tenant: string, path = '/'): string {
  return `http://${tenant}.localhost:${e2eEnv('port')}${path}`;
}

/**
 * Marks the announcement popups as closed for this browser session, as a visitor who closed
 * them would (docs/product/member.md#popups), so they do not cover the page under test.
 */
export async function withPopupsClosed(target: Pick<Page, 'addInitScript'>): Promise<void> {
  await target.addInitScript(() => {
    sessionStorage.setItem('anonymousPopupClosed', '1');
    sessionStorage.setItem('userPopupClosed', '1');
  });
}

/**
 * Each test gets a fresh context and page; `pageErrors` collects the page's uncaught errors. The
 * announcement popups stay closed unless a test asks for them (`test.use({ popups: true })`).
 */
export const test = base.extend<{ pageErrors: string[]; popups: boolean }>({
  popups: [false, { option: true }],
  page: async ({ page, popups }, provide) => {
    if (!popups) await withPopupsClosed(page);
    await provide(page);
  },
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

/** The built file holding a widget component (e.g. 'GameCenter'). */
export function widgetChunk(component: string): string {
  // The build's chunk → module map: a widget's component is in its own lazy chunk or in a group
  // chunk (packages/runtime/build/chunk-groups.ts).
  const chunks = JSON.parse(
    readFileSync(join(e2eEnv('distDir'), '.vite/chunk-modules.json'), 'utf8'),
  ) as Record<string, string[]>;
  const source = new RegExp(`widgets/(.*/)?${component}\\.tsx$`);
  const hit = Object.entries(chunks).find(([, ids]) => ids.some((id) => source.test(id)));
  if (!hit) throw new Error(`no chunk holds widget ${component} in the build`);
  return hit[0];
}

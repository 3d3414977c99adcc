import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { inject } from 'vitest';
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';

let browser: Browser | undefined;

/** The shared Chromium, connected once per test file. */
export async function sharedBrowser(): Promise<Browser> {
  browser ??= await chromium.connect(inject('wsEndpoint'));
  return browser;
}

export function tenantUrl(tenant: string, path = '/'): string {
  return `http://${tenant}.localhost:${inject('port')}${path}`;
}

export interface TenantPage {
  page: Page;
  context: BrowserContext;
  errors: string[];
}

/** A fresh context (own storage) with a page; uncaught page errors are collected. */
export async function newTenantPage(options: { locale?: string } = {}): Promise<TenantPage> {
  const context = await (await sharedBrowser()).newContext({ locale: options.locale ?? 'en-US' });
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(e.message));
  return { page, context, errors };
}

/** Development-only mock controls (reset state, switch status). */
export async function devControl(path: string, body?: unknown): Promise<void> {
  const res = await fetch(`http://127.0.0.1:${inject('port')}/__dev${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body ?? {}),
  });
  if (!res.ok) throw new Error(`dev control ${path} answered ${res.status}`);
}

/** The built file of a lazy section, read from Vite's manifest (e.g. 'GameCenter'). */
export function sectionChunk(section: string): string {
  const manifest = JSON.parse(
    readFileSync(join(inject('distDir'), '.vite/manifest.json'), 'utf8'),
  ) as Record<string, { file: string; src?: string; isDynamicEntry?: boolean }>;
  const hit = Object.entries(manifest).find(
    ([key, c]) =>
      c.isDynamicEntry && new RegExp(`sections/(.*/)?${section}[./]`).test(c.src ?? key),
  );
  if (!hit) throw new Error(`no lazy chunk for section ${section} in the manifest`);
  return hit[1].file;
}

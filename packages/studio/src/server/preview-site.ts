import {
  cpSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { buildSiteServer } from '@wl/site-server';
import { STUDIO_HOST } from './studio-guard.js';

export interface PreviewOptions {
  tenantsDir: string;
  distDir: string;
  /** The studio page's addresses: the only pages allowed to frame the preview. */
  studioOrigins: () => readonly string[];
}

/**
 * Unsaved changes shown in the real runtime: a site server on this machine, on the mock backend,
 * serving a private copy of the tenants folder with the open tenant as its default, so the frame
 * is `http://127.0.0.1:<port>/`, the same site as the studio's page (a browser gives a framed
 * page of another site no storage in private windows). The studio writes a draft into the copy,
 * never into tenants/; the preview's site server picks it up on its next look at the folder, as
 * the real one picks up a saved folder. Only the studio's page may frame it.
 */
export class PreviewSite {
  private readonly work = mkdtempSync(join(tmpdir(), 'wl-studio-preview-'));
  private readonly copyDir = join(this.work, 'tenants');
  private app: FastifyInstance | null = null;
  private code: string | null = null;
  private port = 0;

  constructor(private readonly options: PreviewOptions) {
    cpSync(options.tenantsDir, this.copyDir, { recursive: true });
  }

  /**
   * Shows a tenant's saved folder (files and assets, any draft dropped) and answers the preview's
   * port. Opening another tenant starts the preview's site server again with it as the default.
   */
  async open(code: string): Promise<number> {
    this.reset(code);
    if (this.app && this.code === code) return this.port;
    const previous = this.app;
    this.app = null;
    if (previous) {
      const closed = previous.close();
      // The frame is about to show another tenant: the old site's open connections (the frame's
      // requests still under way) are cut, not waited for.
      previous.server.closeAllConnections();
      await closed;
    }
    const app = buildSiteServer({
      tenantsDir: this.copyDir,
      distDir: this.options.distDir,
      defaultTenant: code,
      mock: true,
      devControls: false,
      serviceWorker: false,
      logger: false,
    });
    app.addHook('onSend', async (_request, reply, payload) => {
      reply.removeHeader('x-frame-options');
      const csp = reply.getHeader('content-security-policy');
      if (typeof csp === 'string') {
        const ancestors = `frame-ancestors ${this.options.studioOrigins().join(' ')}`;
        reply.header('content-security-policy', csp.replace(/frame-ancestors [^;]*/, ancestors));
      }
      return payload;
    });
    await app.listen({ host: STUDIO_HOST, port: 0 });
    const address = app.server.address();
    this.app = app;
    this.code = code;
    this.port = typeof address === 'object' && address ? address.port : 0;
    return this.port;
  }

  /** Copies a tenant's saved folder into the preview's copy, dropping any draft. */
  reset(code: string): void {
    const target = join(this.copyDir, code);
    rmSync(target, { recursive: true, force: true });
    if (existsSync(join(this.options.tenantsDir, code)))
      cpSync(join(this.options.tenantsDir, code), target, { recursive: true });
  }

  /** Copies one saved asset of a tenant into the preview's copy. */
  copyAsset(code: string, name: string): void {
    mkdirSync(join(this.copyDir, code, 'assets'), { recursive: true });
    cpSync(
      join(this.options.tenantsDir, code, 'assets', name),
      join(this.copyDir, code, 'assets', name),
    );
  }

  /** Puts a draft's JSON files in place of the tenant's in the preview's copy (assets stay). */
  show(code: string, files: Record<string, string>): void {
    const target = join(this.copyDir, code);
    mkdirSync(target, { recursive: true });
    for (const entry of readdirSync(target, { withFileTypes: true })) {
      if (entry.name !== 'assets')
        rmSync(join(target, entry.name), { recursive: true, force: true });
    }
    for (const [file, text] of Object.entries(files)) {
      mkdirSync(dirname(join(target, file)), { recursive: true });
      writeFileSync(join(target, file), text);
    }
  }

  async close(): Promise<void> {
    await this.app?.close();
    rmSync(this.work, { recursive: true, force: true });
  }
}

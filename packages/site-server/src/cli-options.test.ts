import { describe, expect, it } from 'vitest';
import { CliError, parseCli } from './cli-options.js';

const ROOT = '/repo';

describe('parseCli', () => {
  it('defaults: port 8080 on loopback, mock on, dev controls off, repo folders', () => {
    expect(parseCli([], {}, ROOT)).toEqual({
      port: 8080,
      host: '127.0.0.1',
      distDir: '/repo/packages/runtime/dist',
      tenantsDir: '/repo/tenants',
      mock: true,
      devControls: false,
      validateMockResponses: false,
      defaultTenant: undefined,
      production: false,
      tenantSource: { kind: 'folder', dir: '/repo/tenants' },
      metricsToken: undefined,
      shutdownDeadlineMs: 25_000,
    });
  });

  it('reads the operations settings: a Git tenant source, the metrics token, the shutdown deadline', () => {
    const config = parseCli(
      [],
      {
        WL_TENANTS: 'git+https://git.example/brands.git#live',
        WL_TENANTS_CHECKOUT: '/var/lib/wl/tenants',
        WL_TENANTS_SYNC_MS: '5000',
        WL_METRICS_TOKEN: 'scrape-me',
        WL_SHUTDOWN_DEADLINE_MS: '8000',
      },
      ROOT,
    );
    expect(config).toMatchObject({
      tenantsDir: '/var/lib/wl/tenants',
      tenantSource: {
        kind: 'git',
        url: 'https://git.example/brands.git',
        ref: 'live',
        dir: '/var/lib/wl/tenants',
        intervalMs: 5000,
      },
      metricsToken: 'scrape-me',
      shutdownDeadlineMs: 8000,
    });
    expect(() => parseCli([], { WL_SHUTDOWN_DEADLINE_MS: '10s' }, ROOT)).toThrow(CliError);
  });

  it('production (NODE_ENV=production or --production) turns the mock off and listens on all interfaces', () => {
    for (const config of [
      parseCli([], { NODE_ENV: 'production' }, ROOT),
      parseCli(['--production'], {}, ROOT),
    ]) {
      expect(config).toMatchObject({ production: true, mock: false, host: '0.0.0.0' });
    }
    expect(parseCli(['--production'], { HOST: '10.0.0.5' }, ROOT).host).toBe('10.0.0.5');
    expect(parseCli([], { NODE_ENV: 'development' }, ROOT).production).toBe(false);
  });

  it('reads the environment', () => {
    const config = parseCli(
      [],
      {
        PORT: '3000',
        HOST: '127.0.0.1',
        WL_DIST: '/srv/dist',
        WL_TENANTS: '/srv/tenants',
        WL_DEV_CONTROLS: '1',
        WL_MOCK_VALIDATE: '1',
        WL_DEFAULT_TENANT: 'jade',
      },
      ROOT,
    );
    expect(config).toMatchObject({
      port: 3000,
      host: '127.0.0.1',
      distDir: '/srv/dist',
      tenantsDir: '/srv/tenants',
      devControls: true,
      validateMockResponses: true,
      defaultTenant: 'jade',
    });
  });

  it('reads the flags', () => {
    expect(parseCli(['--no-mock'], {}, ROOT).mock).toBe(false);
    expect(parseCli(['--dev-controls'], {}, ROOT).devControls).toBe(true);
    expect(parseCli(['--dev'], {}, ROOT).devControls).toBe(true);
  });

  it('refuses unknown flags and bad ports', () => {
    expect(() => parseCli(['--mock=false'], {}, ROOT)).toThrow(CliError);
    expect(() => parseCli([], { PORT: 'http' }, ROOT)).toThrow(/PORT/);
    expect(() => parseCli([], { PORT: '70000' }, ROOT)).toThrow(/PORT/);
  });
});

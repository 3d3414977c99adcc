import { describe, expect, it } from 'vitest';
import { siteAppPerFile } from './test-support/site-app.js';

const started = siteAppPerFile((site) =>
  site.writeTenant('acme', {
    'tenant.json': {
      merchantCode: 'ACME01',
      displayName: 'Acme',
      hostnames: ['acme.example.com'],
      languages: { default: 'EN', enabled: ['EN', 'VI'] },
    },
  }),
);

describe('index.html', () => {
  it("preloads the dictionary of the tenant's default language, before the entry script", async () => {
    const { body } = await started().app.inject({
      url: '/',
      headers: { host: 'acme.example.com' },
    });
    const preload = /<link rel="preload" as="fetch" crossorigin href="([^"]+)">/.exec(body);
    expect(preload?.[1]).toBe('/locales/en.json');
    expect(body.indexOf(preload?.[0] ?? '')).toBeLessThan(body.indexOf('<script type="module"'));

    const dictionary = await started().app.inject({
      url: preload?.[1] ?? '',
      headers: { host: 'acme.example.com' },
    });
    expect(dictionary.statusCode).toBe(200);
    expect(dictionary.headers['content-type']).toMatch(/^application\/json/);
  });
});

import { describe, expect, it, vi } from 'vitest';
import type * as renderModule from '../render-index-html.js';
import { renderIndexHtml } from '../render-index-html.js';
import { inlinedConfig } from '../test-support/site-fixture.js';
import { siteAppPerFile } from '../test-support/site-app.js';

vi.mock('../render-index-html.js', async (importOriginal) => {
  const original = await importOriginal<typeof renderModule>();
  return { ...original, renderIndexHtml: vi.fn(original.renderIndexHtml) };
});

const render = vi.mocked(renderIndexHtml);
const started = siteAppPerFile((site) =>
  site.writeTenant('acme', {
    'tenant.json': { merchantCode: 'ACME01', displayName: 'Acme', hostnames: ['acme.example.com'] },
  }),
);

const page = (url: string, acceptEncoding = 'br') =>
  started().app.inject({
    url,
    headers: { host: 'acme.example.com', 'accept-encoding': acceptEncoding },
  });

describe("a tenant's index.html", () => {
  it('is rendered once per page (route and language) and served from memory until the tenant changes', async () => {
    render.mockClear();
    const first = await page('/');
    const again = [
      await page('/'),
      await page('/member', 'gzip'),
      await page('/member?from=mail', ''),
    ];
    // Home carries its banner's first slide; /member (guarded) its centre's frame and its own
    // title, the same whatever else its address carries.
    expect(render).toHaveBeenCalledTimes(2);
    expect(inlinedConfig(again[2]?.body ?? '')).toMatchObject({ displayName: 'Acme' });
    expect(again[0]?.rawPayload).toEqual(first.rawPayload);

    started().site.writeTenant('acme', {
      'tenant.json': {
        merchantCode: 'ACME01',
        displayName: 'Acme Renamed',
        hostnames: ['acme.example.com'],
      },
    });
    await new Promise((resolve) => setTimeout(resolve, 600));
    const edited = await page('/', '');
    expect(render).toHaveBeenCalledTimes(3);
    expect(inlinedConfig(edited.body)).toMatchObject({ displayName: 'Acme Renamed' });
    await page('/');
    expect(render).toHaveBeenCalledTimes(3);
    await page('/?lang=EN');
    expect(render).toHaveBeenCalledTimes(4);
  });
});

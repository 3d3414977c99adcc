import { expect, widgetChunk, tenantUrl, test } from './browser.js';
import { translate } from './tenant-fixtures.js';

test.describe('lazy widget chunk failures', () => {
  test('shows ChunkLoadError with a retry that loads the game centre once the network is back', async ({
    page,
  }) => {
    const chunk = widgetChunk('GameCenter');
    // The network fails for the chunk at any address: the app asks once more at an address of
    // its own (a browser may keep the first address's failure), which fails too.
    const isChunk = (url: URL) => url.pathname.endsWith(`/${chunk}`);
    await page.route(isChunk, (route) => route.abort('failed'));
    await page.goto(tenantUrl('saigon', '/live'));

    const error = page.locator('[data-error="ChunkLoadError"]');
    await error.waitFor();
    expect(await error.innerText()).toContain(
      translate('saigon', 'VI', 'chunks.chunkLoadError.title'),
    );
    expect(await page.locator('[data-widget="header"]').count()).toBe(1);

    await page.unroute(isChunk);
    await error.getByRole('button').click();
    await page.locator('[data-widget="game-center"]').waitFor();
    expect(await error.count()).toBe(0);
  });
});

import { tenantCheckFacts } from '@wl/features/node';
import type { FastifyRequest } from 'fastify';
import { describe, expect, it, vi } from 'vitest';
import { ENDPOINTS } from '@wl/api';
import { toAnnouncementGroups } from '@wl/core/announcements';
import { ALL_WIDGETS, loadAllWidgetSchemas } from '@wl/features';
import { toPublicConfig, TenantRegistry, type TenantConfig } from '@wl/tenant-config/node';
import { defineWidget, type AnyWidgetDefinition } from '@wl/widgets/definitions';
import { defineWidgetServer, escapeHtml } from '@wl/widgets/server';
import { firstAnswersOf } from './first-answers.js';
import { firstViewOf } from './first-view.js';
import { loadWidgetDeclarations, type ServedSite } from './served-sections.js';
import { REPO_TENANTS_DIR } from './test-support/site-fixture.js';
import { siteAppPerFile } from './test-support/site-app.js';

/** The app's facts, as the site server checks and builds tenants with them. */
const appFacts = await tenantCheckFacts();

// Widgets the site server has never heard of: what it does for them comes from their definitions.
const noComponent = () => Promise.reject(new Error('not rendered here'));
const noSchema = () => Promise.resolve({ default: {} });

/** A line of fixed height. */
const stripWidget = defineWidget({
  type: 'test-strip',
  schema: noSchema,
  load: noComponent,
  placeholderHeight: '3rem',
});

/** A block of unknown height. */
const blockWidget = defineWidget({ type: 'test-block', schema: noSchema, load: noComponent });

/** Draws the first banner's title, and inlines the player notices with their first images. */
const spotlightWidget = defineWidget<{ heading: string }>({
  type: 'test-spotlight',
  schema: noSchema,
  load: noComponent,
  server: () =>
    Promise.resolve({
      default: defineWidgetServer<{ heading: string }>({
        firstView: {
          call: () => ({ id: 'content.announcements', query: { types: 'B', platform: 'W' } }),
          render: ({ heading }, value, page) => {
            const first = toAnnouncementGroups(value).banners[0];
            const image = page.image('spotlight.png');
            if (!first || !image) return undefined;
            return {
              markup: `<p data-spotlight>${escapeHtml(heading)}: ${escapeHtml(first.title)} ${escapeHtml(page.text('spotlight.more'))}</p>`,
              preload: [image],
            };
          },
        },
        firstAnswers: {
          calls: (_settings, { language }) => [
            { id: 'content.announcements', query: { types: 'B,PL', platform: 'W', language } },
          ],
          images: (value) =>
            toAnnouncementGroups(value).banners.flatMap((banner) =>
              banner.url ? [banner.url] : [],
            ),
          preloadedImages: 1,
        },
      }),
    }),
});

const TEST_WIDGETS: readonly AnyWidgetDefinition[] = [
  ...ALL_WIDGETS,
  stripWidget,
  blockWidget,
  spotlightWidget,
];

const started = siteAppPerFile();

const saigon = (() => {
  const found = new TenantRegistry({ tenantsDir: REPO_TENANTS_DIR, appFacts }).get('saigon');
  if (!found) throw new Error('no saigon tenant in tenants/');
  return found;
})();

const request = { ip: '127.0.0.1', headers: { host: 'saigon.localhost:8080' } } as FastifyRequest;

/** Saigon's layout with a home page of the given sections, in that order. */
async function siteWithHome(types: readonly string[]): Promise<ServedSite> {
  const { layout, pages } = toPublicConfig(saigon, await loadAllWidgetSchemas());
  const sections = Object.fromEntries(
    types.map((type, index) => [`s${index}`, { type, settings: { heading: 'Hôm nay <3' } }]),
  );
  return { layout, pages: { ...pages, home: { sections, order: Object.keys(sections) } } };
}

/** The home page of the given sections, asked of the site server. */
const homePage = async (types: readonly string[], tenant: TenantConfig) => ({
  app: started().app,
  request,
  tenant,
  site: await siteWithHome(types),
  path: '/',
  declarations: await loadWidgetDeclarations(TEST_WIDGETS),
});

/** The page's texts and image host, as the site server gives them to a first view. */
const tools = {
  text: (key: string) => `«${key}»`,
  imageCdn: Promise.resolve('https://img.example.com/'),
};

const view = async (types: readonly string[], tenant: TenantConfig = saigon) =>
  firstViewOf(await homePage(types, tenant), tools);

const answers = async (types: readonly string[], tenant: TenantConfig = saigon) =>
  firstAnswersOf(await homePage(types, tenant));

describe("a widget's server declarations", () => {
  it('draw its first view below the declared space of the sections above (what they draw in it: the header its logo row), escaped, with the page’s texts and image host', async () => {
    const drawn = await view(['test-strip', 'test-spotlight', 'test-block']);
    expect(drawn?.preload).toEqual(['https://img.example.com/spotlight.png']);
    expect(drawn?.markup).toMatch(
      /^<div data-first-view aria-hidden="true"><div data-section-placeholder="header" style="height:104px"><div class="relative z-30 [^"]*">.*?<img src="\/tenant-assets\/logo.svg" alt=""[^>]*><\/span><div class="ms-auto [^"]*"><\/div><\/div><div class="h-12 [^"]*"><div [^>]*><\/div><\/div><\/div><\/div><div data-section-placeholder="test-strip" style="height:3rem"><\/div><p data-spotlight>Hôm nay &lt;3: [^<]+ «spotlight.more»<\/p><\/div>$/,
    );
  });

  it('draw no first view when a section of undeclared height stands above', async () => {
    expect(await view(['test-block', 'test-spotlight'])).toBeUndefined();
    expect(await view(['test-strip', 'test-block'])).toBeUndefined();
  });

  it('inline the calls it declares, asked as declared, with the first images of their answers', async () => {
    const page = await answers(['test-strip', 'test-spotlight', 'test-spotlight']);
    expect(page?.answers.calls).toHaveLength(1);
    const [call] = page?.answers.calls ?? [];
    expect(call).toMatchObject({
      id: 'content.announcements',
      query: { types: 'B,PL', platform: 'W', language: 'VI' },
    });
    const banners = toAnnouncementGroups(call?.value).banners;
    expect(banners.length).toBeGreaterThan(0);
    expect(page?.images).toEqual([banners.find((banner) => banner.url)?.url]);
    expect((await answers(['test-strip']))?.answers.calls).toBeUndefined();
  });

  it('leave out a declared call of a module the tenant has off, and ask it not at all', async () => {
    const off = {
      ...saigon,
      tenant: { ...saigon.tenant, modules: { ...saigon.tenant.modules, GAMELO3: false } },
    };
    const list = { type: 'game-list', settings: { gameType: 'RNG' } };
    const site = await siteWithHome([]);
    const withList: ServedSite = {
      ...site,
      pages: { ...site.pages, home: { sections: { list }, order: ['list'] } },
    };
    const declarations = await loadWidgetDeclarations(TEST_WIDGETS);
    const ask = { app: started().app, request, site: withList, path: '/', declarations };
    const on = await firstAnswersOf({ ...ask, tenant: saigon });
    expect(on?.answers.calls?.map((call) => call.id)).toEqual(['games.list']);
    const inject = vi.spyOn(started().app, 'inject');
    const without = await firstAnswersOf({ ...ask, tenant: off });
    const asked = inject.mock.calls.map((args: unknown[]) => (args[0] as { url: string }).url);
    inject.mockRestore();
    expect(asked).toContain(ENDPOINTS['system.status'].path);
    expect(asked).not.toContain(ENDPOINTS['games.list'].path);
    expect(without?.answers.answers['system.status']).toBeDefined();
    expect(without?.answers.calls).toBeUndefined();
  });
});

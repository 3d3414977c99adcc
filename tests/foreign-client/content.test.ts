import { describe, expect, it } from 'vitest';
import { OPEN, PLAYER, sitePerTestFile } from './foreign-site.js';
import { RawClient, type Json } from './raw-client.js';
import { signIn } from './sign-in.js';

const site = sitePerTestFile();

/** An unread count as the inbox badge reads it: the value itself or its single count field. */
function unreadCount(value: Json): unknown {
  if (typeof value === 'number') return value;
  const counts = Object.values(value ?? {}).filter((field) => typeof field === 'number');
  return counts.length === 1 ? counts[0] : undefined;
}

describe('announcements and inbox as public clients read them', () => {
  it('mobile client: CCSFE_getListAnnouncements?types=PR&platform=M groups promotions, with their images', async () => {
    const client = new RawClient(site(), OPEN);

    const value = await client.value({
      path: '/wps/relay/CCSFE_getListAnnouncements',
      query: { types: 'PR', platform: 'M' },
    });

    expect(Array.isArray(value?.promotion), 'value.promotion[]').toBe(true);
    expect(value.promotion.length).toBeGreaterThan(0);
    for (const promotion of value.promotion) {
      expect(Array.isArray(promotion.announcementImages), 'promotion[].announcementImages[]').toBe(
        true,
      );
      for (const image of promotion.announcementImages) {
        expect(typeof image.imageUrl).toBe('string');
      }
    }
  });

  it('MCSFE_getListAnnouncements groups by kind: banners[] { bannerId, groupName, url, linkageType }, player[], promotion[]', async () => {
    const client = new RawClient(site(), OPEN);

    const value = await client.value({
      path: '/wps/relay/MCSFE_getListAnnouncements',
      query: { types: 'B,PL,PR', platform: 'W' },
    });

    expect(Array.isArray(value?.banners), 'value.banners[]').toBe(true);
    expect(value.banners.length).toBeGreaterThan(0);
    for (const banner of value.banners) {
      expect(banner.bannerId).toBeDefined();
      expect(typeof banner.groupName).toBe('string');
      expect(typeof banner.url).toBe('string');
      expect(typeof banner.linkageType).toBe('string');
    }
    expect(Array.isArray(value.player)).toBe(true);
    expect(value.promotion.length).toBeGreaterThan(0);
  });

  it.each(['CSP_unreadCount', 'EMFE_getInboxUnreadCount'])(
    'inbox badge: %s answers the unread count',
    async (name) => {
      const client = new RawClient(site(), OPEN);
      const token = await signIn(client, PLAYER);

      const value = await client.value({ path: `/wps/relay/${name}`, token });

      expect(unreadCount(value)).toBeTypeOf('number');
    },
  );

  it('both inbox counts agree', async () => {
    const client = new RawClient(site(), OPEN);
    const token = await signIn(client, PLAYER);

    const csp = await client.value({ path: '/wps/relay/CSP_unreadCount', token });
    const emfe = await client.value({ path: '/wps/relay/EMFE_getInboxUnreadCount', token });

    expect(unreadCount(emfe)).toBe(unreadCount(csp));
  });
});

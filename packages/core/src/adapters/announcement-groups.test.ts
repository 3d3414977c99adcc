import { describe, expect, it } from 'vitest';
import { toAnnouncementGroups } from './announcement-groups.js';

const item = {
  id: 401,
  title: 'Rebate',
  content: '<p>1%</p>',
  linkageType: 'PROMOTION',
  linkage: '503',
  execution: null,
  promotionType: 'REBATE',
  sort: 1,
  startTime: null,
  endTime: null,
};

describe('toAnnouncementGroups', () => {
  it('reads the grouped answer public clients read: banners, player, promotion', () => {
    const groups = toAnnouncementGroups({
      banners: [
        {
          bannerId: 105,
          groupName: 'w_home',
          url: '/b/tips.jpg',
          linkageType: 'URL',
          externalLink: 'https://blog.example.com/tips',
        },
      ],
      player: [{ id: 201, title: 'Maintenance', content: 'Sunday' }],
      promotion: [{ ...item, announcementImages: [{ imageUrl: '/p/rebate.jpg' }] }],
    });
    expect(groups.banners).toEqual([
      {
        bannerId: 105,
        groupName: 'w_home',
        title: '',
        url: '/b/tips.jpg',
        linkageType: 'URL',
        externalLink: 'https://blog.example.com/tips',
        linkage: null,
        sort: 0,
      },
    ]);
    expect(groups.player[0]).toMatchObject({ id: 201, title: 'Maintenance', linkageType: 'NONE' });
    expect(groups.promotion[0]?.announcementImages).toEqual([{ imageUrl: '/p/rebate.jpg' }]);
    expect(groups.popup).toEqual([]);
  });

  it('groups a flat list of typed items (older paged content, or the v2 list) by type', () => {
    const flat = [
      {
        ...item,
        id: 101,
        type: 'B',
        groupName: 'w_home',
        url: '/b/1.jpg',
        linkageType: 'URL',
        linkage: 'https://x.example.com',
      },
      { ...item, type: 'PR', url: '/p/rebate.jpg' },
      { ...item, id: 301, type: 'PU', execution: 'A', url: null },
    ];
    const groups = toAnnouncementGroups({ pageNum: 1, content: flat });
    expect(groups.banners[0]).toMatchObject({
      bannerId: 101,
      externalLink: 'https://x.example.com',
      linkage: null,
    });
    expect(groups.promotion[0]?.announcementImages).toEqual([{ imageUrl: '/p/rebate.jpg' }]);
    expect(groups.popup[0]).toMatchObject({ id: 301, execution: 'A', announcementImages: [] });
    expect(toAnnouncementGroups(flat).promotion).toHaveLength(1);
  });
});

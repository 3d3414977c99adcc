import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { ValueOf } from '@wl/core/testing';
import { renderFeature } from '../../test-support/index.js';
import AnnouncementBoard from './AnnouncementBoard.js';

type Item = ValueOf<'content.announcements'>['player'][number];

function item(id: number, extra: Partial<Item> = {}): Item {
  return {
    id,
    title: `Notice ${id}`,
    content: `<p>Body of ${id}</p>`,
    announcementImages: [],
    linkageType: 'NONE',
    linkage: null,
    execution: null,
    promotionType: null,
    sort: id,
    startTime: null,
    endTime: null,
    ...extra,
  };
}

const answers = {
  'content.announcements': {
    banners: [],
    popup: [],
    player: Array.from({ length: 10 }, (_, i) => item(i + 1)),
    promotion: [item(11, { title: 'Slot rebate', promotionType: 'REBATE' })],
  },
};

describe('AnnouncementBoard', () => {
  it('lists 9 titles per page and shows the chosen one', async () => {
    const user = userEvent.setup();
    await renderFeature(<AnnouncementBoard />, { language: 'EN', answers });
    const list = await screen.findByRole('list', { name: 'Announcement titles' });
    expect(within(list).getAllByRole('button')).toHaveLength(9);
    expect(await screen.findByText('Body of 1')).toBeDefined();
    await user.click(within(list).getByRole('button', { name: 'Notice 4' }));
    expect(await screen.findByText('Body of 4')).toBeDefined();
    expect(screen.getByText('Page 1 of 2')).toBeDefined();
    await user.click(screen.getByRole('button', { name: 'Next page' }));
    expect(
      within(list)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['Notice 10', 'Slot rebate']);
    expect(screen.queryByRole('button', { name: 'Go' })).toBeNull();
  });

  it('leads an item with a promotion type to the reward centre with Go', async () => {
    const user = userEvent.setup();
    let left = false;
    await renderFeature(<AnnouncementBoard onLeave={() => (left = true)} />, {
      language: 'EN',
      answers,
    });
    await user.click(await screen.findByRole('button', { name: 'Next page' }));
    await user.click(screen.getByRole('button', { name: 'Slot rebate' }));
    await user.click(await screen.findByRole('button', { name: 'Go' }));
    expect(left).toBe(true);
    expect(screen.getByTestId('location').textContent).toBe('/member?page=rewardCenter');
  });
});

import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { useModalStore } from '@wl/core';
import { renderWithProviders } from '../test-support/render-with-providers.js';
import NoticeMarquee from './NoticeMarquee.js';

const notice = (id: number, title: string) => ({
  id,
  title,
  content: '',
  announcementImages: [],
  linkageType: 'NONE' as const,
  linkage: null,
  execution: null,
  promotionType: null,
  sort: id,
  startTime: null,
  endTime: null,
});

describe('NoticeMarquee', () => {
  it('runs the player notices along one labelled line', async () => {
    await renderWithProviders(
      <NoticeMarquee
        settings={{ labelKey: 'widgets.noticeMarquee.label', secondsPerNotice: 10 }}
        sectionId="notices"
      />,
      {
        language: 'EN',
        answers: {
          'content.announcements': {
            banners: [],
            player: [notice(1, 'Maintenance on Sunday'), notice(2, 'Withdrawals in 5 minutes')],
            promotion: [],
            popup: [],
          },
        },
      },
    );
    const line = screen.getByRole('region', { name: 'Notices' });
    expect(await within(line).findByText('Maintenance on Sunday')).toBeDefined();
    expect(within(line).getByText('Withdrawals in 5 minutes')).toBeDefined();
    const track = within(line).getByRole('list');
    expect(track.style.animationDuration).toBe('20s');
  });

  it('opens a notice in the notice popup when clicked', async () => {
    await renderWithProviders(
      <NoticeMarquee
        settings={{ labelKey: 'widgets.noticeMarquee.label', secondsPerNotice: 10 }}
        sectionId="notices"
      />,
      {
        language: 'EN',
        answers: {
          'content.announcements': {
            banners: [],
            player: [notice(7, 'Maintenance on Sunday')],
            promotion: [],
            popup: [],
          },
        },
      },
    );
    await userEvent.click(await screen.findByRole('button', { name: 'Maintenance on Sunday' }));
    expect(useModalStore.getState().stack).toEqual([{ id: 'notices', props: { id: 7 } }]);
  });
});

import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
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
});

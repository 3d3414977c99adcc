import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { useSessionStore } from '@wl/core';
import type { ValueOf } from '@wl/core/testing';
import { renderFeature } from '../../../test-support/index.js';
import { closePopups } from '../../announcements/popup-audience.js';
import AnnouncementPopups from './AnnouncementPopups.js';

type Item = ValueOf<'content.announcements'>['popup'][number];

const popup = (id: number, execution: Item['execution']): Item => ({
  id,
  title: `Popup ${execution ?? ''}`,
  content: `<p>Text ${execution ?? ''}</p>`,
  announcementImages: [],
  linkageType: 'NONE',
  linkage: null,
  execution,
  promotionType: null,
  sort: id,
  startTime: null,
  endTime: null,
});

const answers = {
  'content.announcements': {
    banners: [],
    player: [],
    promotion: [],
    popup: [popup(1, 'A'), popup(2, 'B'), popup(3, 'F')],
  },
};

const dialog = (name: string) => screen.findByRole('dialog', { name });

/** The visitor turns to the page: a press anywhere. */
const engage = () => {
  act(() => {
    window.dispatchEvent(new Event('pointerdown'));
  });
};

beforeEach(() => sessionStorage.clear());

describe('AnnouncementPopups', () => {
  it('waits for the visitor to turn to the page before it covers it', async () => {
    await renderFeature(<AnnouncementPopups />, { answers, language: 'EN' });
    await screen.findByTestId('location');
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(screen.queryByRole('dialog')).toBeNull();
    act(() => {
      window.dispatchEvent(new KeyboardEvent('keydown', { key: 'Tab' }));
    });
    expect(await dialog('Popup B')).toBeDefined();
  });

  it('shows the anonymous popup to a visitor until it is closed', async () => {
    await renderFeature(<AnnouncementPopups />, { answers, language: 'EN' });
    engage();
    await dialog('Popup B');
    await userEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(sessionStorage.getItem('anonymousPopupClosed')).toBe('1');
  });

  it('shows the signed-in popup, and the first-login one after a first-time login', async () => {
    await renderFeature(<AnnouncementPopups />, { answers, token: 'tok', language: 'EN' });
    engage();
    await dialog('Popup A');
    expect(screen.queryByRole('button', { name: 'Next' })).toBeNull();
    act(() => useSessionStore.getState().setSession('tok', { type: 0, firstTimeLogin: true }));
    await userEvent.click(await screen.findByRole('button', { name: 'Next' }));
    expect(await dialog('Popup F')).toBeDefined();
  });

  it('keeps the closed flags apart: closed anonymous popups do not hide the signed-in ones', async () => {
    closePopups('anonymous');
    await renderFeature(<AnnouncementPopups />, { answers, token: 'tok', language: 'EN' });
    engage();
    expect(await dialog('Popup A')).toBeDefined();
  });

  it('does not show popups the visitor closed in this session', async () => {
    closePopups('user');
    await renderFeature(<AnnouncementPopups />, { answers, token: 'tok', language: 'EN' });
    engage();
    await screen.findByTestId('location');
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it("Go on a promotion's popup closes it and opens the reward centre", async () => {
    const promoted = { ...popup(4, 'B'), title: 'Deposit bonus', promotionType: 'DEPOSIT' };
    await renderFeature(<AnnouncementPopups />, {
      answers: {
        'content.announcements': { ...answers['content.announcements'], popup: [promoted] },
      },
      language: 'EN',
    });
    engage();
    await dialog('Deposit bonus');
    await userEvent.click(screen.getByRole('button', { name: 'Go' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.getByTestId('location').textContent).toBe('/member?page=rewardCenter');
  });

  it('stays away while a sign-in is held for its password change', async () => {
    sessionStorage.setItem(
      'MC_SESSION_INFO',
      JSON.stringify({ type: 0, firstTimeLogin: true, passwordChange: 'firstLogin' }),
    );
    await renderFeature(<AnnouncementPopups />, { answers, token: 'tok', language: 'EN' });
    engage();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});

import { paths } from '@wl/paths';
import { defineFeature } from '../define-feature.js';
import { announcementPopupsWidget } from './widgets/announcement-popups/index.js';

/**
 * Announcements, notices, popups and the inbox (docs/product/member.md#announcements,
 * docs/product/member.md#popups, docs/product/member.md#inbox).
 */
export const inboxFeature = defineFeature({
  id: 'inbox',
  modules: [{ id: 'INBOX3', parent: 'COMM3', gates: 'Inbox of internal messages.' }],
  routes: [],
  modals: {
    notices: () => import('./modals/NoticesModal.js'),
  },
  widgets: [announcementPopupsWidget],
  header: {
    shortcuts: [
      {
        id: 'inbox',
        labelKey: 'inboxLink.label',
        to: paths.member({ page: 'inbox' }),
        icon: 'inbox',
        iconOnly: true,
        module: 'INBOX3',
        count: { load: () => import('./use-inbox-unread.js'), labelKey: 'inboxLink.unread' },
      },
    ],
  },
  pages: [
    {
      name: 'inbox',
      titleKey: 'inbox.title',
      centres: ['member', 'agent'],
      module: 'INBOX3',
      load: () => import('./pages/InboxPage.js'),
    },
    {
      name: 'announcements',
      titleKey: 'inbox.announcements',
      centres: ['member'],
      load: () => import('./announcements/AnnouncementBoard.js'),
    },
  ],
});

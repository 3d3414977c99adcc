import { defineFeature } from '../define-feature.js';

/**
 * The app download page: the iOS, Android and lite iOS apps, and installing the lite app from the
 * browser. docs/product/member.md#download-app
 */
export const downloadFeature = defineFeature({
  id: 'download',
  routes: [],
  modals: {},
  widgets: [],
  pages: [
    {
      name: 'downloadApp',
      titleKey: 'download.pageTitle',
      centres: ['member'],
      load: () => import('./DownloadApp.js'),
    },
  ],
});

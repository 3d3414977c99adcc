import { defineWidget } from '@wl/widgets/definitions';
import type { CasinoTabsSettings } from './settings.gen.js';

export const casinoTabsWidget = defineWidget<CasinoTabsSettings>({
  type: 'casino-tabs',
  schema: () => import('./schema.json'),
  load: () => import('./CasinoTabs.js'),
});

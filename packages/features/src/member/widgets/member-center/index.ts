import { defineWidget } from '@wl/widgets/definitions';
import type { MemberCenterSettings } from './settings.gen.js';

export const memberCenterWidget = defineWidget<MemberCenterSettings>({
  type: 'member-center',
  schema: () => import('./schema.json'),
  load: () => import('./MemberCenter.js'),
  server: () => import('./server.js'), // node only: the centre's frame drawn into the page
});

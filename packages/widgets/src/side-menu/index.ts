import { defineWidget } from '../define-widget.js';
import type { SideMenuSettings } from './SideMenu.js';

export const sideMenuWidget = defineWidget<SideMenuSettings>({
  type: 'side-menu',
  load: () => import('./SideMenu.js'),
});

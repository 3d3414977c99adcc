import { defineWidget } from '../define-widget.js';
import type { SideMenuSettings } from './settings.gen.js';
import { sideMenuEdge } from './edge.js';

export const sideMenuWidget = defineWidget<SideMenuSettings>({
  type: 'side-menu',
  schema: () => import('./schema.json'),
  load: () => import('./SideMenu.js'),
  screenEdge: sideMenuEdge,
});

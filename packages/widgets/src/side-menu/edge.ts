import type { ScreenEdge } from '../define-widget.js';
import type { SideMenuSettings } from './settings.gen.js';

/** The edge the side menu's buttons are fixed to; none while it shows no button. */
export function sideMenuEdge(settings: SideMenuSettings): ScreenEdge | undefined {
  if (settings.showCustomerService !== true) return undefined;
  return settings.position === 'left' ? 'start' : 'end';
}

import { defineWidget } from '../define-widget.js';
import type { BlockedSettings } from './Blocked.js';

export const blockedWidget = defineWidget<BlockedSettings>({
  type: 'blocked',
  load: () => import('./Blocked.js'),
});

import { defineWidget } from '@wl/widgets/definitions';
import type { NotFoundSettings } from './settings.gen.js';

export const notFoundWidget = defineWidget<NotFoundSettings>({
  type: 'not-found',
  schema: () => import('./schema.json'),
  load: () => import('./NotFound.js'),
});

import { defineWidget } from '@wl/widgets/definitions';
import type { PointMallSettings } from './settings.gen.js';

export const pointMallWidget = defineWidget<PointMallSettings>({
  type: 'point-mall',
  schema: () => import('./schema.json'),
  load: () => import('./PointMall.js'),
});

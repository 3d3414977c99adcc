import { defineWidget } from '@wl/widgets/definitions';
import type { PromotionsSettings } from './settings.gen.js';

export const promotionsWidget = defineWidget<PromotionsSettings>({
  type: 'promotions',
  schema: () => import('./schema.json'),
  load: () => import('./Promotions.js'),
});

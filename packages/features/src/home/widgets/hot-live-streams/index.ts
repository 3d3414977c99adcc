import { defineWidget } from '@wl/widgets/definitions';
import type { HotLiveStreamsSettings } from './settings.gen.js';

export const hotLiveStreamsWidget = defineWidget<HotLiveStreamsSettings>({
  type: 'hot-live-streams',
  schema: () => import('./schema.json'),
  load: () => import('./HotLiveStreams.js'),
  module: 'CBS3',
});

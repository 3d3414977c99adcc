import type { LiveModelsValue } from '@wl/contract';
import { callEndpoint } from '../api/call-endpoint.js';

export type LiveModel = LiveModelsValue[number];

/** The chat-launch query's header colour: a hex colour only (#rgb … #rrggbbaa). */
const HEX_COLOUR = /^#?[0-9A-Fa-f]{3,8}$/;

/**
 * Asks the backend for a host's live-stream chat view (docs/product/games.md#live-streams) and
 * answers its address as given (the caller opens it only when it is http(s)). Needs a token; a
 * failure rejects, and callers only hide their loader.
 */
export async function launchLiveChat(
  model: Pick<LiveModel, 'id' | 'name' | 'background'>,
  options: { language: string; headerColor?: string | undefined },
): Promise<string> {
  const { chatUrl } = await callEndpoint('live.chatLaunch', {
    query: {
      modelId: model.id,
      ...(model.background !== null && { lbg: model.background }),
      language: options.language,
      b2c: 1,
      ...(options.headerColor !== undefined &&
        HEX_COLOUR.test(options.headerColor) && { headerColor: options.headerColor }),
      title: model.name.slice(0, 100),
      template: 'v2',
    },
  });
  return chatUrl;
}

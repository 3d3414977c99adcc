import type { LanguageCode } from '@wl/tenant-config';
import { callEndpoint } from '../api/call-endpoint.js';
import {
  openLaunchAddress,
  sessionGate,
  type LaunchOutcome,
  type OpenEnvironment,
} from './launch-window.js';

/** The live host a chat opens for. */
export interface LiveChatHost {
  id: number;
  name: string;
  background: string | null;
}

export interface LiveChatEnvironment extends OpenEnvironment {
  language: LanguageCode;
  /** Colour of the chat page's header (the tenant's brand colour). */
  headerColor?: string | undefined;
}

/**
 * Opens a live host's stream and chat (docs/product/games.md#live-streams): visitors get the login
 * modal, trial accounts the register-first window; a member's chat launch (modelId, lbg, language, b2c 1, headerColor, title,
 * template v2) opens the answered `chatUrl`. A failure says nothing: the caller only hides its
 * loader.
 */
export async function launchLiveChat(
  host: LiveChatHost,
  env: LiveChatEnvironment,
): Promise<LaunchOutcome> {
  const gate = sessionGate();
  if (gate !== null) return gate;
  return openLaunchAddress(
    async () => {
      const value = await callEndpoint('live.chatLaunch', {
        query: {
          modelId: host.id,
          ...(host.background !== null ? { lbg: host.background } : {}),
          language: env.language,
          b2c: 1,
          ...(env.headerColor !== undefined ? { headerColor: env.headerColor } : {}),
          title: host.name,
          template: 'v2',
        },
      });
      return value.chatUrl;
    },
    env,
    { silent: true },
  );
}

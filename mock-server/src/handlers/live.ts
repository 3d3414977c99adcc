import { BackendError } from '../backend-error.js';
import { ERROR_WORDS } from '@wl/api';
import type { HandlerMap } from '../handler.js';

/** Host of every chat URL the mock answers: reserved, never resolves. */
export const CHAT_HOST = 'https://chat.invalid';

export const liveHandlers = {
  'live.models': ({ state, query }) => {
    const name = query.name?.trim().toLowerCase();
    return state.live.models
      .filter(
        (model) =>
          (query.active === undefined || model.active === (query.active === 1)) &&
          (query.streaming === undefined || model.streaming === (query.streaming === 1)) &&
          (!name || model.name.toLowerCase().includes(name)),
      )
      .map(({ active: _active, ...model }) => model);
  },

  /** The chat page of an active host; the query the client sent comes back on the URL. */
  'live.chatLaunch': ({ state, query, language }) => {
    const model = state.live.models.find((m) => m.id === query.modelId && m.active);
    if (!model) throw new BackendError(ERROR_WORDS.notFound);
    const params = new URLSearchParams({ modelId: String(model.id) });
    const echoed = {
      lbg: query.lbg ?? model.background ?? undefined,
      language: query.language ?? language ?? undefined,
      b2c: query.b2c,
      headerColor: query.headerColor,
      title: query.title,
      template: query.template,
    };
    for (const [key, value] of Object.entries(echoed)) {
      if (value !== undefined) params.set(key, String(value));
    }
    return { chatUrl: `${CHAT_HOST}/room/${String(model.id)}?${params.toString()}` };
  },
} satisfies HandlerMap;

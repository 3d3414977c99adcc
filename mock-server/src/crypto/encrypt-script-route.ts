import type { FastifyPluginAsync } from 'fastify';
import { ENCRYPT_SCRIPT_PATH } from '@wl/api';
import { encryptScript } from './encrypt-script.js';
import { serverKeyPair } from './server-key-pair.js';

/**
 * Serves the mock backend's own `/js/encrypt.js` (the `upstream-script` encryption mode loads it
 * from the site's origin). Register it at the root, next to `mockApi`. The key changes when the
 * process restarts, so the script is never cached.
 */
export const mockEncryptScript: FastifyPluginAsync = (app) => {
  app.get(ENCRYPT_SCRIPT_PATH, (_request, reply) =>
    reply
      .header('content-type', 'application/javascript; charset=utf-8')
      .header('cache-control', 'no-cache')
      .send(encryptScript(serverKeyPair())),
  );
  return Promise.resolve();
};

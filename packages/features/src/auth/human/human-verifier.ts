import { callEndpoint } from '@wl/core';

/** The parts of a Geetest v3 challenge (captcha.geetest) the verifier reads. */
interface GeetestChallenge {
  challenge: string;
  /** 1: Geetest's servers are reachable (online); 0: offline mode. */
  success: number;
}

/**
 * Proves the visitor is a person and answers what the guarded call (login, registration) carries
 * in its `captcha` field. One interface; a provider's verifier takes the development one's place
 * in `humanVerifier()`. docs/product/accounts.md#human-verification
 */
interface HumanVerifier {
  verify(): Promise<string>;
}

/**
 * Solves a Geetest challenge in offline mode (`success: 0`, what the mock answers): no Geetest
 * service is involved, the challenge itself is the answer, which the backend checks and uses up.
 * An online challenge (`success: 1`) needs Geetest's own widget, which is not part of this site
 * yet, so it is refused.
 */
function solveChallenge(challenge: GeetestChallenge): Promise<string> {
  if (challenge.success === 1) {
    return Promise.reject(new Error('Online Geetest challenges need the Geetest widget.'));
  }
  return Promise.resolve(challenge.challenge);
}

/** The development verifier: fetches a challenge and solves it in offline mode. */
const developmentVerifier: HumanVerifier = {
  verify: async () => solveChallenge(await callEndpoint('captcha.geetest')),
};

/** The verifier every guarded call uses: the development one until the site has a provider. */
export function humanVerifier(): HumanVerifier {
  return developmentVerifier;
}

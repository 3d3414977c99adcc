/** The parts of a Geetest v3 challenge (captcha.geetest) the verifier reads. */
interface GeetestChallenge {
  challenge: string;
  /** 1: Geetest's servers are reachable (online); 0: offline mode. */
  success: number;
}

/**
 * Solves a human-verification challenge and answers what the guarded call carries in its `captcha`
 * field. Geetest's offline mode (`success: 0`, what the mock answers) involves no Geetest service:
 * the challenge itself is the answer, which the backend checks and uses up. An online challenge
 * (`success: 1`) needs Geetest's own widget, which is not part of this site yet, so it is refused.
 * docs/product/accounts.md#human-verification
 */
export function solveChallenge(challenge: GeetestChallenge): Promise<string> {
  if (challenge.success === 1) {
    return Promise.reject(new Error('Online Geetest challenges need the Geetest widget.'));
  }
  return Promise.resolve(challenge.challenge);
}

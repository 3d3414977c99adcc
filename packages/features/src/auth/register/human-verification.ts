/**
 * Human verification before a registration (docs/product/accounts.md#register-human-verification): a
 * provider proves the visitor is a person and hands back the result the backend checks.
 */
export interface HumanVerificationResult {
  challengeId: string;
  challengeToken: string;
}

export interface HumanVerifier {
  /** Resolves with the provider's proof, or null when the visitor gave up (nothing is sent). */
  verify(action: 'register' | 'sms-code'): Promise<HumanVerificationResult | null>;
}

/**
 * The development verifier: passes at once with a result marked as a development proof, which
 * the mock backend accepts. A site on a real backend uses its provider's verifier instead.
 */
const developmentHumanVerifier: HumanVerifier = {
  verify: () =>
    Promise.resolve({
      challengeId: `dev-${crypto.randomUUID()}`,
      challengeToken: 'dev-pass',
    }),
};

/**
 * The verifier registration uses: the development verifier until the site has a provider, whose
 * verifier then takes its place here.
 */
export function humanVerifier(): HumanVerifier {
  return developmentHumanVerifier;
}

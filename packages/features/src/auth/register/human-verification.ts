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
 * the mock backend accepts. A site on a real backend installs its provider's verifier instead.
 */
export const developmentHumanVerifier: HumanVerifier = {
  verify: () =>
    Promise.resolve({
      challengeId: `dev-${crypto.randomUUID()}`,
      challengeToken: 'dev-pass',
    }),
};

let installed: HumanVerifier = developmentHumanVerifier;

/** Installs the verifier of the site's provider (done once at start-up). */
export function installHumanVerifier(verifier: HumanVerifier): void {
  installed = verifier;
}

export function humanVerifier(): HumanVerifier {
  return installed;
}

import type { TenantFile } from './types.js';

export type FeedbackLength = NonNullable<TenantFile['feedback']>;

/** Characters a feedback text takes after trimming, unless the tenant sets its own bounds. */
export const DEFAULT_FEEDBACK_LENGTH: FeedbackLength = { minLength: 5, maxLength: 500 };

/** The bounds of a feedback text for a tenant. docs/product/member.md#feedback */
export function feedbackLength(configured: TenantFile['feedback']): FeedbackLength {
  return configured ?? DEFAULT_FEEDBACK_LENGTH;
}

/**
 * Code words the backend sends as `message` instead of text (UPSTREAM-NOTES, SPEC §6), mapped to
 * dictionary keys so the user sees a translated sentence rather than the word.
 */
export const SERVER_MESSAGE_KEYS: Readonly<Record<string, string>> = {
  'function.not.available': 'errors.functionNotAvailable',
  request_param_err: 'errors.requestParam',
  request_body_required: 'errors.requestParam',
  error_not_agent: 'errors.login.notAgent',
  member_no_enter: 'errors.login.notMember',
};

/** Backend words that mean the request's parameters were refused. */
export const PARAM_ERROR_WORDS: readonly string[] = ['request_param_err', 'request_body_required'];

/** "#727 system busy" → 727. */
export function codeFromMessage(message: string | null | undefined): number | undefined {
  const match = /^#(\d+)\b/.exec(message ?? '');
  return match?.[1] === undefined ? undefined : Number(match[1]);
}

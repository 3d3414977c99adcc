/**
 * Code words the backend sends as `message` instead of text (docs/product/backend.md#error-words), mapped to
 * dictionary keys so the user sees a translated sentence rather than the word.
 */
export const SERVER_MESSAGE_KEYS: Readonly<Record<string, string>> = {
  'function.not.available': 'errors.functionNotAvailable',
  unauthorized: 'errors.notLoggedIn',
  'login.not.session': 'errors.notLoggedIn',
  forbidden: 'errors.forbidden',
  'not.found': 'errors.system',
  'system.error': 'errors.system',
  system_busy: 'errors.systemBusy',
  request_param_err: 'errors.requestParam',
  request_body_required: 'errors.requestParam',
  error_not_agent: 'errors.login.notAgent',
  member_no_enter: 'errors.login.notMember',
  // Failure words the contract lists per endpoint (schemas/api `errors`) that docs/product/errors.md#errors catalogues.
  incorrect_account_or_password: 'errors.login.incorrectCredentials',
  account_locked: 'errors.login.accountLocked',
  captcha_required: 'errors.login.captchaRequired',
  login_verification_required: 'errors.login.newLocation',
  mobile_num_not_registered: 'errors.login.mobileNotRegistered',
  account_format_incorrect: 'errors.login.formatIncorrect',
  email_format_incorrect: 'errors.login.emailFormat',
  passwords_differ: 'errors.login.passwordsDiffer',
  username_email_not_exist: 'errors.login.userOrEmailNotFound',
  captcha_incorrect: 'errors.phoneAuth.invalidCaptcha',
  verification_code_invalid: 'errors.phoneAuth.invalidCode',
  verification_code_expired: 'errors.phoneAuth.codeExpired',
  mobile_num_invalid: 'errors.phoneAuth.invalidPhoneFormat',
  too_many_requests: 'errors.phoneAuth.tooManyRequests',
  quota_not_sufficient: 'errors.phoneAuth.quotaExceeded',
  old_password_incorrect: 'errors.password.oldIncorrect',
  password_format_incorrect: 'errors.password.formatIncorrect',
  password_same_as_old: 'errors.password.sameAsOld',
  password_too_short: 'errors.password.tooShort',
  password_too_long: 'errors.password.tooLong',
  password_characters_invalid: 'errors.password.charactersInvalid',
  holder_name_invalid: 'errors.holderNameInvalid',
  password_change_required: 'errors.password.changeRequired',
  affiliate_code_invalid: 'validation.invitationCode',
  game_maintenance: 'errors.gameMaintenance',
  trial_account_not_allowed: 'errors.registerFirst',
  domain_invalid: 'errors.domainInvalid',
};

/** Backend words that mean the request's parameters were refused. */
export const PARAM_ERROR_WORDS: readonly string[] = ['request_param_err', 'request_body_required'];

/** Numbered backend failures ("#727 system busy") by their number. */
export const SERVER_CODE_KEYS: Readonly<Record<number, string>> = {
  727: 'errors.systemBusy',
};

/**
 * Whether a backend message is a sentence meant for people (shown as it is, e.g. an SMS
 * provider's refusal) rather than a code word (`forbidden`, `#727 system busy`), which a player
 * must never see (docs/product/errors.md#backend-words).
 */
export function isHumanMessage(message: string): boolean {
  return /\s/.test(message.trim()) && !/^#\d+/.test(message.trim());
}

/** "#727 system busy" → 727. */
export function codeFromMessage(message: string | null | undefined): number | undefined {
  const match = /^#(\d+)\b/.exec(message ?? '');
  return match?.[1] === undefined ? undefined : Number(match[1]);
}

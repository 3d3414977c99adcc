/**
 * Code words the backend sends as `message` instead of text (docs/product/backend.md#error-words), mapped to
 * dictionary keys so the user sees a translated sentence rather than the word.
 */
export const SERVER_MESSAGE_KEYS: Readonly<Record<string, string>> = {
  'function.not.available': 'errors.functionNotAvailable',
  unauthorized: 'errors.sessionEnded',
  'login.not.session': 'errors.sessionEnded',
  forbidden: 'errors.forbidden',
  'not.found': 'errors.system',
  'system.error': 'errors.system',
  system_busy: 'errors.systemBusy',
  request_param_err: 'errors.requestParam',
  request_body_required: 'errors.requestParam',
  error_not_agent: 'errors.login.notAgent',
  member_no_enter: 'errors.login.notMember',
  // Failure words the API schema lists per endpoint (schemas/api `errors`), each with a sentence of
  // its own (docs/product/errors.md#backend-words); features may word their calls' refusals more
  // precisely.
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
  game_not_found: 'errors.gameNotFound',
  feedback_too_frequent: 'errors.feedbackTooFrequent',
  username_exists: 'errors.account.usernameExists',
  mobile_num_exists: 'errors.account.mobileExists',
  mobile_num_same: 'errors.account.mobileSame',
  email_exists: 'errors.account.emailExists',
  email_same: 'errors.account.emailSame',
  register_field_invalid: 'errors.account.fieldInvalid',
  insufficient_balance: 'errors.wallet.insufficientBalance',
  wallet_under_maintenance: 'errors.wallet.underMaintenance',
  transfer_same_wallet: 'errors.wallet.sameWallet',
  amount_out_of_range: 'errors.wallet.amountOutOfRange',
  withdraw_limit_reached: 'errors.wallet.withdrawLimitReached',
  channel_not_found: 'errors.wallet.channelNotFound',
  no_upline: 'errors.wallet.noUpline',
  withdrawal_not_found: 'errors.wallet.withdrawalNotFound',
  withdrawal_not_confirmable: 'errors.wallet.withdrawalNotConfirmable',
  proof_required: 'errors.wallet.proofRequired',
  bank_card_not_found: 'errors.wallet.bankCardNotFound',
  image_type_invalid: 'errors.image.type',
  image_too_large: 'errors.image.tooLarge',
  payment_password_required: 'errors.paymentPassword.required',
  payment_password_incorrect: 'errors.paymentPassword.incorrect',
  payment_password_format_incorrect: 'errors.paymentPassword.format',
  payment_password_not_used: 'errors.paymentPassword.notUsed',
  bank_card_number_invalid: 'errors.bankCard.numberInvalid',
  bank_card_duplicate: 'errors.bankCard.duplicate',
  bank_card_limit_reached: 'errors.bankCard.limitReached',
  password_incorrect: 'errors.points.passwordIncorrect',
  points_not_enough: 'errors.points.notEnough',
  reward_out_of_stock: 'errors.points.outOfStock',
  points_below_minimum: 'errors.points.belowMinimum',
  promotion_not_found: 'errors.promotions.notFound',
  promotion_already_claimed: 'errors.promotions.alreadyClaimed',
  promotion_closed: 'errors.promotions.closed',
  application_already_open: 'errors.promotions.applicationOpen',
  ticket_not_found: 'errors.promotions.ticketNotFound',
  ticket_not_cancellable: 'errors.promotions.ticketNotCancellable',
  ticket_already_open: 'errors.promotions.ticketAlreadyOpen',
  contract_not_found: 'errors.agent.contractNotFound',
  contract_rate_invalid: 'errors.agent.contractRateInvalid',
  contract_not_pending: 'errors.agent.contractNotPending',
  not_upline: 'errors.agent.notUpline',
  tier_thresholds_invalid: 'errors.agent.tierThresholds',
  tier_amount_invalid: 'errors.agent.tierAmount',
  tier_rate_invalid: 'errors.agent.tierRate',
  tier_rate_above_own: 'errors.agent.tierRateAboveOwn',
  transfer_to_self: 'errors.agent.transferToSelf',
};

/**
 * Backend words that mean the token is dead, whatever the HTTP status carrying them (the backend
 * answers them with 401; a gateway may answer 200): the session ends and the login window opens.
 */
export const DEAD_SESSION_WORDS: readonly string[] = ['unauthorized', 'login.not.session'];

/** Backend words that mean the request's parameters were refused. */
export const PARAM_ERROR_WORDS: readonly string[] = ['request_param_err', 'request_body_required'];

/** Numbered backend failures ("#727 system busy") by their number. */
export const SERVER_CODE_KEYS: Readonly<Record<number, string>> = {
  727: 'errors.systemBusy',
};

/** Failed HTTP answers without an envelope, by their status. */
export const HTTP_STATUS_KEYS: Readonly<Record<number, string>> = {
  429: 'errors.tooManyRequests',
  502: 'errors.systemBusy',
  503: 'errors.systemBusy',
  504: 'errors.slowLoad',
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

/**
 * Message keys the account endpoints answer with on failure: the `errors` words listed by
 * schemas/api/session.json, member.json, verification.json and points.json.
 */
export const ACCOUNT_MESSAGES = {
  incorrectAccountOrPassword: 'incorrect_account_or_password',
  accountLocked: 'account_locked',
  captchaRequired: 'captcha_required',
  captchaIncorrect: 'captcha_incorrect',
  verificationCodeInvalid: 'verification_code_invalid',
  verificationCodeExpired: 'verification_code_expired',
  notAgent: 'error_not_agent',
  memberNoEnter: 'member_no_enter',
  mobileNumInvalid: 'mobile_num_invalid',
  mobileNumNotRegistered: 'mobile_num_not_registered',
  mobileNumExists: 'mobile_num_exists',
  tooManyRequests: 'too_many_requests',
  quotaNotSufficient: 'quota_not_sufficient',
  usernameExists: 'username_exists',
  affiliateCodeInvalid: 'affiliate_code_invalid',
  passwordsDiffer: 'passwords_differ',
  registerFieldInvalid: 'register_field_invalid',
  oldPasswordIncorrect: 'old_password_incorrect',
  passwordFormatIncorrect: 'password_format_incorrect',
  passwordTooShort: 'password_too_short',
  passwordTooLong: 'password_too_long',
  passwordCharactersInvalid: 'password_characters_invalid',
  passwordSameAsOld: 'password_same_as_old',
  usernameEmailNotExist: 'username_email_not_exist',
  emailFormatIncorrect: 'email_format_incorrect',
  passwordIncorrect: 'password_incorrect',
} as const;

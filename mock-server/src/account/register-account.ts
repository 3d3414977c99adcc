import { randomInt } from 'node:crypto';
import type { IncomingHttpHeaders } from 'node:http';
import { MEMBER_ACCOUNT_TYPE, type EndpointTypes } from '@wl/api';
import { REGISTER_FIELDS, registerFieldRules, type TenantConfig } from '@wl/tenant-config';
import { BackendError, functionNotAvailable } from '../backend-error.js';
import {
  addAccount,
  findAccount,
  findAccountByMobile,
  findAgentByAffiliateCode,
} from '../state/accounts.js';
import type { MerchantState } from '../state/merchant-state.js';
import { openSession } from '../state/sessions.js';
import { ACCOUNT_MESSAGES } from './account-messages.js';
import { assertCaptcha } from './captcha-check.js';
import { checkedPhone, type MobileNumber } from './mobile-number.js';
import { assertRegisterFields } from './register-fields.js';
import { assertSmsCode } from './sms-check.js';

/** The body every registration call shares; only member.register and registerMobile send a username. */
export type RegisterBody = EndpointTypes['member.registerAutoUsername']['body'] & {
  username?: string;
};

/** username: the visitor chose it; mobile: the mobile number is the username; auto: the server picks one. */
export type RegisterKind = 'username' | 'mobile' | 'auto';

export interface RegisterRequest {
  kind: RegisterKind;
  body: RegisterBody;
  tenant: TenantConfig;
  state: MerchantState;
  ip: string;
  headers: IncomingHttpHeaders;
  now: Date;
}

function present(value: string | undefined): value is string {
  return value !== undefined && value.trim() !== '';
}

/** `u` and 8 digits: starts with a letter and has only letters and digits, as the default rule asks. */
function generatedUsername(state: MerchantState): string {
  for (;;) {
    const username = `u${String(randomInt(0, 100_000_000)).padStart(8, '0')}`;
    if (!findAccount(state.accounts, username)) return username;
  }
}

function chosenUsername(request: RegisterRequest): string {
  const { kind, body, state } = request;
  if (kind === 'mobile') return body.mobileNum ?? '';
  if (kind === 'auto') return generatedUsername(state);
  return body.username?.trim() ?? '';
}

/**
 * A registration, enforced by the server whatever the form did: the tenant's field rules, confirm
 * password, a case-insensitive unique username, a free and well-formed mobile number, an
 * affiliate code that belongs to an agent (the agent becomes the upline), the captcha when the
 * form asks for one, and the SMS code when the number must be verified. Codes and captchas are
 * checked last so that a field error does not use them up. With `login` a session starts.
 */
export function registerAccount(request: RegisterRequest): {
  userName: string;
  token: string | null;
} {
  const { kind, body, tenant, state, now } = request;
  const setting = registerFieldRules(tenant.register);
  if (kind === 'mobile' && !setting.mobile.enabled) throw functionNotAvailable();

  // A mobile registration asks only for the number and a password.
  const skip =
    kind === 'username'
      ? []
      : kind === 'mobile'
        ? REGISTER_FIELDS.filter((field) => field !== 'password' && field !== 'mobileNum')
        : ['username'];
  assertRegisterFields(setting, body, skip);
  if (body.password !== body.confirmPassword)
    throw new BackendError(ACCOUNT_MESSAGES.passwordsDiffer);

  // A number registered again is reported as the number, not as the username it became.
  const username = chosenUsername(request);
  const usernameTaken = () => {
    if (findAccount(state.accounts, username))
      throw new BackendError(ACCOUNT_MESSAGES.usernameExists);
  };
  if (kind !== 'mobile') usernameTaken();

  let phone: MobileNumber | null = null;
  if (present(body.mobileNum)) {
    if (!present(body.countryDialingCode)) {
      throw new BackendError(ACCOUNT_MESSAGES.registerFieldInvalid, {
        value: {
          field: 'countryDialingCode',
          rule: 'required',
          patternId: 0,
          minLength: null,
          maxLength: null,
        },
      });
    }
    phone = checkedPhone(state, body.countryDialingCode, body.mobileNum);
    if (findAccountByMobile(state.accounts, phone.countryDialingCode, phone.mobileNum)) {
      throw new BackendError(ACCOUNT_MESSAGES.mobileNumExists);
    }
  }
  if (kind === 'mobile') usernameTaken();

  let upline: string | null = null;
  if (present(body.affiliateCode)) {
    const agent = findAgentByAffiliateCode(state.accounts, body.affiliateCode);
    if (!agent) throw new BackendError(ACCOUNT_MESSAGES.affiliateCodeInvalid);
    upline = agent.username;
  }

  const captchaRule = setting.fields.captcha;
  if (captchaRule?.enabled && (captchaRule.required || present(body.captcha))) {
    assertCaptcha({ state, ip: request.ip, headers: request.headers, answer: body.captcha, now });
  }

  const codeRule = setting.fields.verificationCode;
  const codeNeeded =
    kind === 'mobile'
      ? setting.mobile.verification
      : Boolean(codeRule?.enabled && (codeRule.required || present(body.verificationCode)));
  if (codeNeeded) {
    if (!phone) throw new BackendError(ACCOUNT_MESSAGES.verificationCodeInvalid);
    assertSmsCode(state, phone.e164, 'register', body.verificationCode, now);
  }

  const account = addAccount(
    state.accounts,
    {
      username,
      password: body.password,
      type: MEMBER_ACCOUNT_TYPE,
      nickname: present(body.nickname) ? body.nickname.trim() : null,
      email: present(body.email) ? body.email.trim() : null,
      mobileNum: phone?.mobileNum ?? null,
      countryDialingCode: phone?.countryDialingCode ?? null,
      upline,
    },
    now,
  );
  return {
    userName: account.username,
    token: body.login ? openSession(state, account, now) : null,
  };
}

import { PATTERN_KINDS } from '@wl/tenant-config';
import { ACCOUNT_MESSAGES } from '../account/account-messages.js';
import { checkedPhone, normalizeMobile } from '../account/mobile-number.js';
import { registerAccount, type RegisterBody } from '../account/register-account.js';
import { assertPasswordRule } from '../account/password-rule.js';
import { assertSmsCode } from '../account/sms-check.js';
import { sendSmsCode } from '../account/sms-send.js';
import { BackendError } from '../backend-error.js';
import { requireSession, type HandlerContext, type HandlerMap } from '../handler.js';
import {
  findAccount,
  findAccountByMobile,
  findAgentByAffiliateCode,
  type Account,
} from '../state/accounts.js';
import { clearFailedLogins } from '../state/login-failures.js';
import type { MerchantState } from '../state/merchant-state.js';
import { sessionAccount } from '../state/session-account.js';
import { closeOtherSessions } from '../state/sessions.js';
import { currentCountry } from './system.js';

const EMAIL_PATTERN = new RegExp(
  PATTERN_KINDS.find((kind) => kind.id === 'email')?.pattern ?? '^.+@.+$',
);

/**
 * A mobile registration as the shared registration reads it: the number is the username, the
 * dialing code defaults to the merchant's country, an unsent confirmation is the password itself,
 * and a session starts unless `login` is false.
 */
function mobileRegisterBody(ctx: HandlerContext<'member.registerMobile'>): RegisterBody {
  const { body, tenant, state } = ctx;
  const country = currentCountry(tenant, state);
  const dialing =
    body.countryDialingCode ??
    state.system.countries.countries.find((c) => c.countryCode === country)?.countryDialingCode;
  return {
    username: body.mobile,
    mobileNum: body.mobile,
    countryDialingCode: dialing,
    password: body.password,
    confirmPassword: body.confirmPassword ?? body.password,
    captcha: body.captcha,
    verificationCode: body.verificationCode,
    affiliateCode: body.affiliateCode,
    referralCode: body.referralCode,
    domain: body.domain,
    registerUrl: body.registerUrl,
    login: body.login ?? true,
  };
}

/**
 * A new password set by the account's owner lifts a sign-in lock and ends every session of the
 * account but `keep` (the one that changed it), so tokens issued with the old password die
 * (docs/product/accounts.md#sessions).
 */
function setPassword(
  state: MerchantState,
  account: Account,
  password: string,
  keep?: string,
): void {
  account.password = password;
  account.passwordExpired = false;
  clearFailedLogins(state.auth.loginFailures, account.username);
  closeOtherSessions(state, account.username, keep);
}

export const memberHandlers = {
  'member.info': (ctx) => {
    const account = sessionAccount(ctx);
    return {
      id: account.id,
      account: account.username,
      username: account.username,
      nickname: account.nickname,
      mobile:
        account.countryDialingCode && account.mobileNum
          ? `${account.countryDialingCode}${account.mobileNum}`
          : null,
      regDate: account.createdAt,
      clubLabel: account.clubLabel ? { labelName: account.clubLabel } : null,
      type: account.type,
      currency: ctx.state.accounts.currency,
      memberLabel: account.memberLabel.map((label) => ({ ...label })),
    };
  },

  'member.icon': (ctx) => ({ icon: sessionAccount(ctx).icon ?? null }),

  'member.register': (ctx) => registerAccount({ kind: 'username', ...ctx }),

  'member.registerMobile': (ctx) =>
    registerAccount({ kind: 'mobile', ...ctx, body: mobileRegisterBody(ctx) }),

  'member.registerAutoUsername': (ctx) => registerAccount({ kind: 'auto', ...ctx }),

  /** Old password must match; the new one differs from it, passes the password rule and is confirmed. */
  'member.changePassword': (ctx) => {
    const { body, tenant, state } = ctx;
    const account = sessionAccount(ctx);
    if (account.password !== body.oldPassword)
      throw new BackendError(ACCOUNT_MESSAGES.oldPasswordIncorrect);
    if (body.newPassword !== body.confirmNewPassword)
      throw new BackendError(ACCOUNT_MESSAGES.passwordsDiffer);
    if (body.newPassword === body.oldPassword) {
      throw new BackendError(ACCOUNT_MESSAGES.passwordSameAsOld);
    }
    assertPasswordRule(tenant, body.newPassword);
    // The session that changed it goes on (no change pending any more); every other dies.
    const session = requireSession(ctx);
    setPassword(state, account, body.newPassword, session.token);
    const record = state.sessions.get(session.token);
    if (record) record.passwordChange = false;
    return null;
  },

  /** The mock sends no mail: a matching username and e-mail is all it checks. */
  'member.passwordEmail': ({ body, state }) => {
    const email = body.email.trim();
    if (!EMAIL_PATTERN.test(email)) throw new BackendError(ACCOUNT_MESSAGES.emailFormatIncorrect);
    const account = findAccount(state.accounts, body.username);
    if (!account?.email || account.email.toLowerCase() !== email.toLowerCase()) {
      throw new BackendError(ACCOUNT_MESSAGES.usernameEmailNotExist);
    }
    return null;
  },

  'member.passwordSms': ({ body, state, now, ip }) =>
    sendSmsCode({
      state,
      now,
      ip,
      countryDialingCode: body.countryDialingCode,
      mobileNum: body.mobileNum,
      purpose: 'passwordReset',
      number: 'registered',
    }),

  /**
   * New password with the code from member.passwordSms. Without a dialing code the number is
   * looked up among the merchant's accounts; it must name exactly one.
   */
  'member.passwordVerification': ({ body, state, tenant, now }) => {
    let account: Account | undefined;
    if (body.countryDialingCode) {
      const phone = checkedPhone(state, body.countryDialingCode, body.mobileNum);
      account = findAccountByMobile(state.accounts, phone.countryDialingCode, phone.mobileNum);
    } else {
      const matches = [...state.accounts.byUsername.values()].filter(
        (a) =>
          a.countryDialingCode !== null &&
          a.mobileNum !== null &&
          normalizeMobile(a.countryDialingCode, body.mobileNum)?.mobileNum === a.mobileNum,
      );
      account = matches.length === 1 ? matches[0] : undefined;
    }
    if (!account?.countryDialingCode)
      throw new BackendError(ACCOUNT_MESSAGES.mobileNumNotRegistered);
    assertPasswordRule(tenant, body.newPassword);
    assertSmsCode(
      state,
      checkedPhone(state, account.countryDialingCode, body.mobileNum).e164,
      'passwordReset',
      body.verificationCode,
      now,
    );
    setPassword(state, account, body.newPassword);
    return { userName: account.username };
  },

  'member.affiliateCheck': ({ query, state }) => ({
    valid: findAgentByAffiliateCode(state.accounts, query.code) !== undefined,
  }),
} satisfies HandlerMap;

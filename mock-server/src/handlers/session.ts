import { randomBytes } from 'node:crypto';
import {
  isAgentType,
  isMemberType,
  isTrialType,
  TRIAL_ACCOUNT_TYPE,
  type EndpointTypes,
} from '@wl/api';
import { ACCOUNT_MESSAGES } from '../account/account-messages.js';
import { assertCaptcha } from '../account/captcha-check.js';
import {
  acceptLogin,
  assertLoginOpen,
  CAPTCHA_NEEDED,
  loginCaptchaDue,
  refuseLogin,
} from '../account/login-attempt.js';
import { assertKnownAddress, rememberAddress, signIn } from '../account/login-result.js';
import { checkedPhone, normalizeMobile } from '../account/mobile-number.js';
import { assertSmsCode } from '../account/sms-check.js';
import { BackendError } from '../backend-error.js';
import { requireSession, type HandlerContext, type HandlerMap } from '../handler.js';
import { moduleEnabled } from '../request/availability.js';
import { addAccount, findAccount, findAccountByMobile, type Account } from '../state/accounts.js';
import { closeSession } from '../state/sessions.js';

type LoginContext = HandlerContext<'session.login'>;
type LoginBody = EndpointTypes['session.login']['body'];

/**
 * Username + password. A locked username is refused first. A captcha is needed when the merchant
 * asks for one from the first attempt (system.loginInfo), after CAPTCHA_AFTER_FAILED_LOGINS
 * failures of the username or after CAPTCHA_AFTER_FAILED_LOGINS_FROM_IP of the IP; never while
 * the captcha module is off, since the site could not show one. docs/product/accounts.md#what-the-mock-enforces
 */
function passwordLogin(ctx: LoginContext, body: LoginBody): Account {
  const { state, tenant, ip, headers, now } = ctx;
  const attempt = { state, username: body.username?.trim() ?? '', ip, now };
  const password = body.password?.trim() ?? '';
  assertLoginOpen(attempt);
  const captchaOn = moduleEnabled(tenant, 'CAPTCHA3');
  if (captchaOn && (state.system.loginInfo.captchaRequired || loginCaptchaDue(attempt))) {
    assertCaptcha({ state, ip, headers, answer: body.captcha, now, failureValue: CAPTCHA_NEEDED });
  }
  const account = findAccount(state.accounts, attempt.username);
  if (!account || account.password !== password) refuseLogin(attempt, captchaOn);
  acceptLogin(attempt);
  return account;
}

/**
 * Mobile number + the code sent by verification.smsLogin. The code is checked first: a number
 * without an account never got one, so it answers as a wrong code does.
 */
function smsLogin(ctx: LoginContext, body: LoginBody): Account {
  const { state, now } = ctx;
  const mobileNum = body.mobileNum ?? '';
  const dialing = body.countryDialingCode ?? '';
  const phone = checkedPhone(state, dialing, mobileNum);
  assertSmsCode(state, phone.e164, 'login', body.verificationCode, now);
  const account = findAccountByMobile(state.accounts, phone.countryDialingCode, phone.mobileNum);
  if (!account) throw new BackendError(ACCOUNT_MESSAGES.incorrectAccountOrPassword);
  return account;
}

/** The account with this e-mail address (ignoring case), if any. */
function findAccountByEmail(ctx: LoginContext, email: string): Account | undefined {
  const wanted = email.toLowerCase();
  for (const account of ctx.state.accounts.byUsername.values()) {
    if (account.email?.toLowerCase() === wanted) return account;
  }
  return undefined;
}

/**
 * Phone-auth provider sign-in. The mock cannot verify a provider's id token, so it accepts the
 * development forms `phone:<dialing code>:<national number>` (a number the provider vouched for)
 * and `email:<address>` (a Google or Facebook account with that e-mail address).
 * docs/product/accounts.md#social-sign-in
 */
function firebaseLogin(ctx: LoginContext, body: LoginBody): Account {
  const token = body.firebaseIdToken ?? '';
  const match = /^phone:(\+?[0-9]{1,4}):([0-9]{4,15})$/.exec(token);
  const email = /^email:(.+@.+)$/.exec(token)?.[1];
  const phone = match?.[1] && match[2] ? normalizeMobile(match[1], match[2]) : null;
  const account = phone
    ? findAccountByMobile(ctx.state.accounts, phone.countryDialingCode, phone.mobileNum)
    : email
      ? findAccountByEmail(ctx, email)
      : undefined;
  if (!account) throw new BackendError(ACCOUNT_MESSAGES.verificationCodeInvalid);
  return account;
}

/** The agent page admits agents only; the player site admits members, trial accounts and agents. */
function assertPortal(account: Account, portal: 'player' | 'agent'): void {
  if (portal === 'agent') {
    if (!isAgentType(account.type)) throw new BackendError(ACCOUNT_MESSAGES.notAgent);
    return;
  }
  if (!isMemberType(account.type) && !isTrialType(account.type) && !isAgentType(account.type)) {
    throw new BackendError(ACCOUNT_MESSAGES.memberNoEnter);
  }
}

function trialUsername(ctx: HandlerContext<'session.freePlay'>): string {
  const { accounts, auth } = ctx.state;
  for (;;) {
    const username = `trial_${auth.nextTrialNumber++}`;
    if (!findAccount(accounts, username)) return username;
  }
}

export const sessionHandlers = {
  'session.login': (ctx) => {
    const { body, state, now } = ctx;
    let account: Account;
    switch (body.type) {
      case 'username':
        account = passwordLogin(ctx, body);
        break;
      case 'sms':
        account = smsLogin(ctx, body);
        break;
      case 'firebase':
        account = firebaseLogin(ctx, body);
        break;
    }
    assertPortal(account, body.portal ?? 'player');
    if (body.type === 'username' && moduleEnabled(ctx.tenant, 'LOGINIPVERF3')) {
      assertKnownAddress(account, ctx.ip);
    }
    rememberAddress(account, ctx.ip);
    const password = body.type === 'username' ? (body.password?.trim() ?? '') : undefined;
    return signIn(state, account, now, password);
  },

  'session.logout': (ctx) => {
    closeSession(ctx.state, requireSession(ctx).token);
    return null;
  },

  'session.freePlay': (ctx) => {
    const { state, now } = ctx;
    const account = addAccount(
      state.accounts,
      {
        username: trialUsername(ctx),
        // Trial accounts sign in through free play only: nobody knows this password.
        password: randomBytes(24).toString('base64url'),
        type: TRIAL_ACCOUNT_TYPE,
        nickname: null,
        balance: state.auth.settings.trialBalance,
        firstTimeLogin: false,
      },
      now,
    );
    return signIn(state, account, now);
  },
} satisfies HandlerMap;

import { acceptLogin, assertLoginOpen, refuseLogin } from '../account/login-attempt.js';
import { rememberAddress, signIn } from '../account/login-result.js';
import { checkedPhone, normalizeMobile } from '../account/mobile-number.js';
import { assertSmsCode } from '../account/sms-check.js';
import type { HandlerMap } from '../handler.js';
import { findAccount, findAccountByMobile } from '../state/accounts.js';

/**
 * Login IP verification (LOGINIPVERF3): a sign-in from a new IP confirmed by the SMS code that
 * verification.smsLogin sent to the account's own registered number. Its username and password
 * count towards the same lockout as session.login. docs/product/accounts.md#login
 */
export const loginVerificationHandlers = {
  'session.loginVerification': ({ state, body, ip, now }) => {
    const attempt = { state, username: body.username.trim(), ip, now };
    assertLoginOpen(attempt);
    const account = findAccount(state.accounts, attempt.username);
    const number = normalizeMobile(body.countryDialingCode, body.mobileNum);
    const owner = number
      ? findAccountByMobile(state.accounts, number.countryDialingCode, number.mobileNum)
      : undefined;
    if (!account || account.password !== body.password || owner !== account) {
      refuseLogin(attempt, false);
    }
    acceptLogin(attempt);
    const phone = checkedPhone(state, body.countryDialingCode, body.mobileNum);
    assertSmsCode(state, phone.e164, 'login', body.verificationCode, now);
    rememberAddress(account, ip);
    return signIn(state, account, now);
  },
} satisfies HandlerMap;

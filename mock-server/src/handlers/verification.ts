import { sendSmsCode } from '../account/sms-send.js';
import type { HandlerContext, HandlerMap } from '../handler.js';

/** A registration code (username or mobile registration): the number must be free. */
function sendRegisterCode({
  state,
  now,
  ip,
  body,
}: HandlerContext<'verification.smsRegister' | 'verification.smsRegisterMobile'>) {
  return sendSmsCode({
    state,
    now,
    ip,
    countryDialingCode: body.countryDialingCode,
    mobileNum: body.mobileNo,
    purpose: 'register',
    number: 'free',
  });
}

export const verificationHandlers = {
  /** Code for SMS login: the number must belong to an account. */
  'verification.smsLogin': ({ state, now, ip, body }) =>
    sendSmsCode({
      state,
      now,
      ip,
      countryDialingCode: body.countryDialingCode,
      mobileNum: body.mobileNum,
      purpose: 'login',
      number: 'registered',
    }),

  /** Code verifying the mobile number of a username registration: the number must be free. */
  'verification.smsRegister': sendRegisterCode,

  /** Code for a mobile-number registration: the number must be free (same rules, same limits). */
  'verification.smsRegisterMobile': sendRegisterCode,
} satisfies HandlerMap;

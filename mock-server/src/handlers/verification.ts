import { sendSmsCode } from '../account/sms-send.js';
import type { HandlerMap } from '../handler.js';

export const verificationHandlers = {
  /** Code for SMS login: the number must belong to an account. */
  'verification.smsLogin': ({ state, now, body }) =>
    sendSmsCode({
      state,
      now,
      countryDialingCode: body.countryDialingCode,
      mobileNum: body.mobileNum,
      purpose: 'login',
      number: 'registered',
    }),

  /** Code verifying the mobile number of a username registration: the number must be free. */
  'verification.smsRegister': ({ state, now, body }) =>
    sendSmsCode({
      state,
      now,
      countryDialingCode: body.countryDialingCode,
      mobileNum: body.mobileNo,
      purpose: 'register',
      number: 'free',
    }),

  /** Code for a mobile-number registration: the number must be free. */
  'verification.smsRegisterMobile': ({ state, now, body }) =>
    sendSmsCode({
      state,
      now,
      countryDialingCode: body.countryDialingCode,
      mobileNum: body.mobileNo,
      purpose: 'register',
      number: 'free',
    }),
} satisfies HandlerMap;

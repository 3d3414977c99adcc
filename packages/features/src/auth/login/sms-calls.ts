import { callEndpoint } from '@wl/core';
import type { SendCode } from '../phone/index.js';

/** Sends the SMS login code to a registered number (verification.smsLogin). */
export const sendLoginCode: SendCode = (phone) =>
  callEndpoint('verification.smsLogin', {
    body: { mobileNum: phone.mobileNum, countryDialingCode: phone.countryDialingCode },
  });

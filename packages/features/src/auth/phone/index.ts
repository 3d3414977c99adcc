/**
 * Phone number entry for every account form (login by SMS, mobile registration, password reset).
 * docs/product/accounts.md#sms-code
 *
 *   const phone = usePhoneNumber();
 *   <PhoneNumberField phone={phone} />            // dialing code picker + number, current country preselected
 *   <SendCodeButton phone={phone} purpose="register"
 *     send={(p) => callEndpoint('verification.smsRegisterMobile',
 *       { body: { mobileNo: p.mobileNum, countryDialingCode: p.countryDialingCode } })} />
 *   const checked = phone.check();                // before submit: national digits, or null + error shown
 *
 * `send` gets the checked number; its answer's `expiredMinutes` sets the countdown (1 minute when
 * absent; 60 s with `viaProvider`). Sends are throttled to one per second; a rejected `send` shows
 * its server message in a warning dialog. The countdown lasts across tabs and reopenings per `purpose`.
 */
export { usePhoneNumber } from './use-phone-number.js';
export { CodeField } from './CodeField.js';
export { PhoneNumberField } from './PhoneNumberField.js';
export { SendCodeButton } from './SendCodeButton.js';
export type { CodeTarget, SendCode } from './use-send-code.js';

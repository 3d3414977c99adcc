/**
 * How the site shows a bound mobile number or e-mail address: enough to recognise it, not enough
 * to read it off a screen. docs/product/member.md#mobile-number-and-e-mail
 */

/** What stands for the hidden characters. */
const HIDDEN = '•••';

/**
 * `+84 98•••0001`: the dialing code, the first two and the last four digits of the national
 * number (the first and the last two of a number of six digits or fewer).
 */
export function maskMobile(countryDialingCode: string, mobileNum: string): string {
  const dialing = `+${countryDialingCode.trim().replace(/^\+/, '')}`;
  const digits = mobileNum.replace(/\D/g, '');
  const [head, tail] = digits.length > 6 ? [2, 4] : [1, 2];
  return `${dialing} ${digits.slice(0, head)}${HIDDEN}${digits.slice(-tail)}`;
}

/** `an•••@mail.com`: the first two characters of the name (one of a name of two or fewer) and the domain. */
export function maskEmail(email: string): string {
  const address = email.trim();
  const at = address.lastIndexOf('@');
  if (at < 1) return HIDDEN;
  const name = address.slice(0, at);
  return `${name.slice(0, name.length > 2 ? 2 : 1)}${HIDDEN}${address.slice(at)}`;
}

import { useTranslation } from 'react-i18next';
import { MessageDialog } from '@wl/widgets/message-dialog';
import type { PhoneNumber } from './phone-number.js';
import { useSendCode, type SendCodeOptions } from './use-send-code.js';

/**
 * "Send code": checks the number (or the address) first, then sends; disabled while sending and
 * during the countdown, which it shows; a refused send opens a warning with the server's message
 * (or the caller's own text for it).
 * docs/product/accounts.md#sms-code
 */
export function SendCodeButton<T = PhoneNumber>(props: SendCodeOptions<T>) {
  const { t } = useTranslation();
  const { secondsLeft, sending, failure, dismissFailure, trigger } = useSendCode(props);
  return (
    <>
      <button
        type="button"
        className="btn btn-outline whitespace-nowrap"
        disabled={sending || secondsLeft > 0}
        onClick={() => void trigger()}
      >
        {secondsLeft > 0 ? t('phone.resendIn', { seconds: secondsLeft }) : t('phone.sendCode')}
      </button>
      {failure !== null && <MessageDialog message={failure} onClose={dismissFailure} />}
    </>
  );
}

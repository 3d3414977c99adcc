import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useFeatureVisible, useModalStore, useSessionStore, useTenant } from '@wl/core';
import { Dialog, tenantAssetUrl } from '@wl/widgets';
import type { ModalComponentProps } from '../../define-feature.js';
import { SmsLoginForm } from '../login/SmsLoginForm.js';
import { useLoginContext } from '../login/use-login-context.js';
import { UsernameLoginForm } from '../login/UsernameLoginForm.js';
import { SocialSignIn } from '../social/SocialSignIn.js';
import { VerificationStep } from '../login/VerificationStep.js';
import { FreePlayButton } from '../free-play/FreePlayButton.js';

type Tab = 'username' | 'sms';

/** Once the login window has closed (not merely re-mounted), the player has read its note. */
function forgetEndedOnClose(): () => void {
  return () => {
    if (!useModalStore.getState().stack.some((entry) => entry.id === 'login'))
      useSessionStore.getState().forgetEnded();
  };
}

/**
 * The login window: username and SMS tabs, the new-address code step, register and forgot-password
 * links; after the backend ended the session it says so first, until the player submits a new
 * attempt or closes the window. docs/product/accounts.md#login, docs/product/errors.md#session-errors
 */
export default function LoginModal({ onClose }: ModalComponentProps<'login'>) {
  const { t } = useTranslation();
  const tenant = useTenant();
  const context = useLoginContext();
  const { open, close } = useModalStore.getState();
  const smsVisible = useFeatureVisible('VERIFICATION3') && context.loginInfo?.smsLogin === true;
  const forgotVisible = useFeatureVisible('CHNGPASSVERIF3') && !context.onAgentPage;
  const registerVisible = useFeatureVisible('REG3') && !context.onAgentPage;
  const [tab, setTab] = useState<Tab>('username');
  const [verifying, setVerifying] = useState<{ username: string; password: string } | null>(null);
  const shown: Tab = smsVisible ? tab : 'username';
  const sessionEnded = useSessionStore((state) => state.ended);
  useEffect(forgetEndedOnClose, []);

  return (
    <Dialog title={t('modals.login.title')} onClose={onClose}>
      <img
        src={tenantAssetUrl(tenant.theme.logo)}
        alt={tenant.displayName}
        className="mx-auto mb-4 h-10 w-auto"
        height={40}
      />
      {sessionEnded && (
        <p role="alert" className="alert alert-warning mb-4 text-sm">
          {t('errors.sessionEnded')}
        </p>
      )}
      {/* A new attempt replaces the note: its own refusal, if any, is the one alert shown. */}
      <div onSubmitCapture={() => useSessionStore.getState().forgetEnded()}>
        {verifying ? (
          <VerificationStep
            context={context}
            credentials={verifying}
            onBack={() => setVerifying(null)}
          />
        ) : (
          <>
            {smsVisible && (
              <div role="tablist" className="tabs tabs-boxed mb-4">
                {(['username', 'sms'] as const).map((id) => (
                  <button
                    key={id}
                    type="button"
                    role="tab"
                    aria-selected={shown === id}
                    className={`tab flex-1${shown === id ? ' tab-active' : ''}`}
                    onClick={() => setTab(id)}
                  >
                    {t(id === 'sms' ? 'login.bySms' : 'login.byUsername')}
                  </button>
                ))}
              </div>
            )}
            {shown === 'sms' ? (
              <SmsLoginForm context={context} />
            ) : (
              <UsernameLoginForm context={context} onVerificationNeeded={setVerifying} />
            )}
            {/* The agent portal admits agents' own accounts only: no social sign-in, no free play. */}
            {!context.onAgentPage && (
              <>
                <SocialSignIn context={context} />
                <FreePlayButton />
              </>
            )}
          </>
        )}
      </div>
      <div className="mt-4 flex justify-between text-sm">
        {registerVisible && (
          <button
            type="button"
            className="link min-h-6"
            onClick={() => {
              close('login');
              open('register');
            }}
          >
            {t('login.toRegister')}
          </button>
        )}
        {forgotVisible && (
          <button type="button" className="link min-h-6" onClick={() => open('forgotPassword')}>
            {t('login.forgotPassword')}
          </button>
        )}
      </div>
    </Dialog>
  );
}

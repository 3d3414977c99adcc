import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useFeatureVisible } from '@wl/core';
import { CustomerServiceButton, Dialog } from '@wl/widgets';
import type { ModalComponentProps } from '../../define-feature.js';
import { ForgotByEmail } from '../password/ForgotByEmail.js';
import { ForgotByMobile } from '../password/ForgotByMobile.js';

type Method = 'mobile' | 'email';

/**
 * Forgot password (docs/product/accounts.md#forgot-password): offered while CHNGPASSVERIF3 is on,
 * by mobile (the default, while PWRESETSMS3 is on) or by e-mail; customer service opens in a
 * small window.
 */
export default function ForgotPasswordModal({ onClose }: ModalComponentProps<'forgotPassword'>) {
  const { t } = useTranslation();
  const offered = useFeatureVisible('CHNGPASSVERIF3');
  const byMobile = useFeatureVisible('PWRESETSMS3');
  const methods: readonly Method[] = byMobile ? ['mobile', 'email'] : ['email'];
  const [chosen, setChosen] = useState<Method>(methods[0] ?? 'email');
  const method = methods.includes(chosen) ? chosen : 'email';

  return (
    <Dialog title={t('password.forgot.title')} onClose={onClose}>
      {offered ? (
        <>
          {methods.length > 1 && (
            <div role="tablist" className="tabs tabs-box mb-4">
              {methods.map((name) => (
                <button
                  key={name}
                  type="button"
                  role="tab"
                  aria-selected={method === name}
                  className={`tab ${method === name ? 'tab-active' : ''}`}
                  onClick={() => setChosen(name)}
                >
                  {t(`password.forgot.method.${name}`)}
                </button>
              ))}
            </div>
          )}
          <div role="tabpanel">{method === 'email' ? <ForgotByEmail /> : <ForgotByMobile />}</div>
        </>
      ) : (
        <p className="mb-3">{t('password.forgot.unavailable')}</p>
      )}
      <div className="mt-4 flex justify-center">
        <CustomerServiceButton className="btn btn-link btn-sm" />
      </div>
    </Dialog>
  );
}

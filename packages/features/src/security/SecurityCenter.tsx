import { useTranslation } from 'react-i18next';
import { useEndpoint, useMemberInfoState, useModalStore } from '@wl/core';
import { InlineLoader, Panel, RetryAlert } from '@wl/widgets';
import { securityErrorText } from './error-text.js';
import { BankCards } from './BankCards.js';
import { ContactCard } from './ContactCard.js';
import { PaymentPasswordForm } from './PaymentPasswordForm.js';
import { ProfileCard } from './ProfileCard.js';

/**
 * The security centre (securityCenter, "my account"): the profile, the bound mobile number and
 * e-mail address, the change of password, the payment password where the merchant uses one, and
 * the bound bank cards.
 *
 * The page shows itself whole once the member's info and the overview have answered (a loader
 * until then, in the centre's screen-high page area): its cards come at once, so none pushes down
 * a card already shown. docs/performance.md
 * If the member's info cannot be loaded, the other cards still come, with the failure and a
 * retry where the profile would be.
 * docs/product/member.md#security-centre
 */
export default function SecurityCenter() {
  const { t } = useTranslation();
  const member = useMemberInfoState();
  const { data, error, mutate } = useEndpoint('security.overview');
  const memberPending = member.info === null && member.error === null;
  if (memberPending || (data === undefined && error === undefined))
    return (
      <div data-page="securityCenter">
        <InlineLoader />
      </div>
    );
  return (
    <div data-page="securityCenter" className="grid gap-4 lg:grid-cols-2">
      <div className="flex flex-col gap-4">
        {member.info ? (
          <ProfileCard />
        ) : (
          <RetryAlert message={t('security.profileLoadFailed')} onRetry={member.retry} />
        )}
        {data && <ContactCard overview={data} onSaved={() => void mutate()} />}
        <Panel level={3} title={t('security.loginPassword')}>
          <div className="card-actions">
            <button
              type="button"
              className="btn btn-primary btn-sm"
              onClick={() => useModalStore.getState().open('changePassword')}
            >
              {t('password.change.open')}
            </button>
          </div>
        </Panel>
      </div>
      <div className="flex flex-col gap-4">
        {error ? (
          <RetryAlert message={securityErrorText(error, t)} onRetry={() => void mutate()} />
        ) : (
          data && (
            <>
              {data.paymentPassword.enabled && (
                <PaymentPasswordForm
                  isSet={data.paymentPassword.isSet}
                  onSaved={() => void mutate()}
                />
              )}
              <BankCards
                overview={data}
                onAdded={() => void mutate()}
                onRemoved={() => void mutate()}
              />
            </>
          )
        )}
      </div>
    </div>
  );
}

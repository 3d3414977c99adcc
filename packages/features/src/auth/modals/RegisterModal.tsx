import { ErrorSchemaBuilder } from '@rjsf/utils';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import {
  callEndpoint,
  useFeatureVisible,
  useModalStore,
  useRegisterSetting,
  useTenant,
} from '@wl/core';
import { paths } from '@wl/paths';
import { InlineLoader, Dialog } from '@wl/widgets';
import { type FieldErrors, FormAlert, SubmitButton, useFormState } from '@wl/widgets/forms';
import type { ModalComponentProps } from '../../define-feature.js';
import { usePhoneNumber, type SendCode } from '../phone/index.js';
import type { PhoneFormContext } from '../register/phone-widgets.js';
import { birthdayOptions, type RegisterValues } from '../register/register-checks.js';
import { isInvalidAffiliate, registerFailure } from '../register/register-failure.js';
import { RegisterForm } from '../register/RegisterForm.js';
import {
  buildRegisterSchema,
  withRuleHints,
  type RegisterTab,
} from '../register/register-schema.js';
import { REGISTER_TAB_PANEL, RegisterTabs } from '../register/RegisterTabs.js';
import { submitRegistration } from '../register/submit-registration.js';
import { codesFromUrl } from '../register/url-codes.js';
import { InvitationCodeDialog } from '../register/InvitationCodeDialog.js';

type ValuesByTab = Record<RegisterTab, RegisterValues>;

/**
 * The register window (docs/product/accounts.md#registration): username and mobile tabs, the
 * fields the backend's register settings and the tenant's form give, the affiliate-code check,
 * then registration, the new member's info, close and home. Nothing typed is lost on a refusal.
 */
export default function RegisterModal({ onClose }: ModalComponentProps<'register'>) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const tenant = useTenant();
  const settings = useRegisterSetting();
  const phone = usePhoneNumber();
  const mobileOn = useFeatureVisible('MOBILENUMREG3') && tenant.register.mobile.enabled;
  const [tab, setTab] = useState<RegisterTab>('username');
  const [values, setValues] = useState<ValuesByTab>(() => ({
    username: codesFromUrl(window.location.search, ['affiliateCode', 'referralCode']),
    mobile: codesFromUrl(window.location.search, ['affiliateCode', 'referralCode']),
  }));
  const [invalidAffiliate, setInvalidAffiliate] = useState(false);
  const [captchaRound, setCaptchaRound] = useState(0);

  const shownTab: RegisterTab = mobileOn ? tab : 'username';
  const settled = settings.data !== undefined || settings.error !== undefined;
  const form = useMemo(
    () =>
      withRuleHints(
        buildRegisterSchema({
          tab: shownTab,
          form: tenant.register,
          rules: settings.data,
          mobileVerification: tenant.register.mobile.verification,
        }),
        t,
      ),
    [shownTab, tenant.register, settings.data, t],
  );
  const fieldNames = Object.keys(form.schema.properties ?? {});
  // The values live in the schema form; the refusal, the messages the backend gave for single
  // fields and the busy state are the form kit's.
  const sending = useFormState<string>({}, (error): string | FieldErrors<string> => {
    const failure = registerFailure(error, t);
    return failure.field !== null && fieldNames.includes(failure.field)
      ? { [failure.field]: failure.message }
      : failure.message;
  });
  const shownValues = Object.fromEntries(
    Object.entries(values[shownTab]).filter(([name]) => fieldNames.includes(name)),
  );
  const phoneContext = useMemo<PhoneFormContext>(() => {
    const sendCode: SendCode = async (number) => {
      const body = { mobileNo: number.mobileNum, countryDialingCode: number.countryDialingCode };
      return shownTab === 'mobile'
        ? callEndpoint('verification.smsRegisterMobile', { body })
        : callEndpoint('verification.smsRegister', { body });
    };
    return { phone, sendCode, purpose: `register-${shownTab}` };
  }, [phone, shownTab]);

  const serverErrors = useMemo(() => {
    const builder = new ErrorSchemaBuilder();
    for (const [name, message] of Object.entries(sending.errors))
      if (message !== undefined) builder.addErrors(message, name);
    return builder.ErrorSchema;
  }, [sending.errors]);

  const change = (next: RegisterValues) => {
    const previous = values[shownTab];
    setValues((all) => ({ ...all, [shownTab]: { ...all[shownTab], ...next } }));
    sending.dismiss(Object.keys(sending.errors).filter((name) => next[name] !== previous[name]));
  };

  const submit = async (typed: RegisterValues) => {
    // The number must be a real number of its country (the schema only checked its characters).
    const number =
      fieldNames.includes('mobileNum') && phone.value.mobileNum.trim() !== ''
        ? phone.check()
        : null;
    if (number === null && typeof typed.mobileNum === 'string' && typed.mobileNum.trim() !== '')
      return;
    sending.check({});
    await sending.send(async () => {
      try {
        const outcome = await submitRegistration({
          tab: shownTab,
          values: number ? { ...typed, mobileNum: number.mobileNum } : typed,
          affiliateShown: fieldNames.includes('affiliateCode'),
          countryDialingCode: number?.countryDialingCode,
          birthdayFormat: birthdayOptions(form.uiSchema).format,
        });
        if (outcome.kind === 'invalid-affiliate') setInvalidAffiliate(true);
        if (outcome.kind === 'registered') {
          useModalStore.getState().closeAll();
          onClose();
          await navigate(paths.home());
        }
      } catch (error) {
        if (!isInvalidAffiliate(error)) throw error;
        setInvalidAffiliate(true);
      }
    });
    // The backend uses a captcha up with any check: clear the answer and draw a new one.
    setValues((all) => ({ ...all, [shownTab]: { ...all[shownTab], captcha: undefined } }));
    setCaptchaRound((round) => round + 1);
  };

  const openLogin = () => {
    onClose();
    useModalStore.getState().open('login');
  };

  return (
    <>
      <Dialog title={t('modals.register.title')} onClose={onClose}>
        {mobileOn && <RegisterTabs tab={shownTab} onSelect={setTab} />}
        <div
          id={REGISTER_TAB_PANEL}
          role={mobileOn ? 'tabpanel' : undefined}
          aria-labelledby={mobileOn ? `register-tab-${shownTab}` : undefined}
        >
          {settled ? (
            <RegisterForm
              key={shownTab}
              form={form}
              values={shownValues}
              onChange={change}
              onSubmit={(typed) => void submit(typed)}
              serverErrors={serverErrors}
              phoneContext={phoneContext}
              captchaRound={captchaRound}
            >
              <FormAlert message={sending.failure} />
              <SubmitButton busy={sending.busy} className="w-full">
                {t('register.submit')}
              </SubmitButton>
            </RegisterForm>
          ) : (
            <InlineLoader />
          )}
        </div>
        <p className="mt-4 text-center text-sm">
          {t('register.haveAccount')}{' '}
          <button type="button" className="link link-primary min-h-6" onClick={openLogin}>
            {t('register.login')}
          </button>
        </p>
      </Dialog>
      {invalidAffiliate && <InvitationCodeDialog onClose={() => setInvalidAffiliate(false)} />}
    </>
  );
}

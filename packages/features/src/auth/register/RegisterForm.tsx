import Form from '@rjsf/core';
import type { ErrorSchema, UiSchema } from '@rjsf/utils';
import { useMemo, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { CAPTCHA_WIDGETS } from './captcha-widget.js';
import { PHONE_WIDGETS, type PhoneFormContext } from './phone-widgets.js';
import { birthdayOptions, registerChecks, type RegisterValues } from './register-checks.js';
import { registerErrorTransformer } from './register-errors.js';
import { REGISTER_TEMPLATES, REGISTER_WIDGETS } from './register-form-theme.js';
import { RegisterValidator } from './register-validator.js';
import { AGE_CONSENT_FIELD, type RegisterFormSchema } from './register-schema.js';

const VALIDATOR = new RegisterValidator();
const WIDGETS = { ...REGISTER_WIDGETS, ...PHONE_WIDGETS, ...CAPTCHA_WIDGETS };

/** A `const` is a rule, not a value to fill in: the 18+ consent starts unticked. */
const DEFAULTS = { constAsDefaults: 'never' } as const;

/** Fields shown by the shared phone and captcha widgets; those two fields label themselves. */
const FIELD_WIDGETS: Readonly<Record<string, UiSchema>> = {
  mobileNum: { 'ui:widget': 'PhoneWidget', 'ui:label': false },
  verificationCode: { 'ui:widget': 'SmsCodeWidget', 'ui:autocomplete': 'one-time-code' },
  captcha: { 'ui:widget': 'CaptchaWidget', 'ui:label': false },
};

interface RegisterFormProps {
  /** The form's schema and UI schema for the tab shown. */
  form: RegisterFormSchema;
  values: RegisterValues;
  onChange: (values: RegisterValues) => void;
  /** Called with values that pass every rule. */
  onSubmit: (values: RegisterValues) => void;
  /** Messages the backend gave for single fields. */
  serverErrors: ErrorSchema;
  /** The phone number's state and how to send its SMS code. */
  phoneContext: PhoneFormContext;
  /** Changes after every submit attempt, drawing a new captcha. */
  captchaRound: number;
  /** The submit button and anything after the fields. */
  children: ReactNode;
}

/**
 * The register fields rendered from JSON Schema with react-jsonschema-form and checked against it
 * (docs/product/accounts.md#register-form). Loaded only with the register modal.
 */
export function RegisterForm(props: RegisterFormProps) {
  const { form, values, onChange, onSubmit, serverErrors, phoneContext, children } = props;
  const formContext = useMemo(
    () => ({ ...phoneContext, captchaRound: props.captchaRound }),
    [phoneContext, props.captchaRound],
  );
  const { t } = useTranslation();
  // Check as the visitor types only after a first submit, so untouched fields stay quiet.
  const [submitted, setSubmitted] = useState(false);

  const uiSchema = useMemo<UiSchema>(() => {
    const titled: UiSchema = { ...form.uiSchema };
    for (const name of Object.keys(form.schema.properties ?? {})) {
      const own: UiSchema = (form.uiSchema[name] as UiSchema | undefined) ?? {};
      const title =
        name === AGE_CONSENT_FIELD ? t('register.ageConsent') : t(`register.fields.${name}`);
      titled[name] = { ...own, ...FIELD_WIDGETS[name], 'ui:title': title };
    }
    const birthday = titled.birthday as UiSchema | undefined;
    if (birthday) {
      titled.birthday = { ...birthday, 'ui:placeholder': birthdayOptions(form.uiSchema).format };
    }
    return titled;
  }, [form, t]);

  const translate = (key: string, options: Record<string, unknown>) => t(key, options);
  const checks = registerChecks(translate, uiSchema, () => new Date());
  const transformErrors = registerErrorTransformer(translate, form.schema);

  return (
    <Form<unknown>
      schema={form.schema}
      uiSchema={uiSchema}
      validator={VALIDATOR}
      experimental_defaultFormStateBehavior={DEFAULTS}
      formData={values}
      templates={REGISTER_TEMPLATES}
      widgets={WIDGETS}
      formContext={formContext}
      customValidate={checks}
      transformErrors={transformErrors}
      extraErrors={serverErrors}
      showErrorList={false}
      noHtml5Validate
      focusOnFirstError
      liveValidate={submitted ? 'onChange' : undefined}
      onChange={(event) => onChange((event.formData ?? {}) as RegisterValues)}
      onError={() => setSubmitted(true)}
      onSubmit={(event) => {
        setSubmitted(true);
        onSubmit((event.formData ?? {}) as RegisterValues);
      }}
    >
      {children}
    </Form>
  );
}

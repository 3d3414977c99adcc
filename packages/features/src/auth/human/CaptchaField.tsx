import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useFeatureVisible } from '@wl/core';
import { Field, inputClass } from '@wl/widgets/forms';
import { HumanCheck } from './HumanCheck.js';
import { useCaptchaImage } from './captcha-image.js';

interface CaptchaFieldProps {
  value: string;
  onChange: (value: string) => void;
  /** Changes after every attempt: each captcha is used up by one check, so a new one is drawn. */
  round: number;
  /** The field's label; the login's "Captcha" unless given. */
  label?: string;
}

/**
 * The captcha a sign-in or a registration must carry: the image and its answer, or human
 * verification when the GEETEST3 module is on. docs/product/accounts.md#captcha
 */
export function CaptchaField({ value, onChange, round, label }: CaptchaFieldProps) {
  const { t } = useTranslation();
  const geetest = useFeatureVisible('GEETEST3');
  const image = useCaptchaImage();
  const { refresh } = image;

  useEffect(() => {
    if (!geetest) refresh();
  }, [geetest, round, refresh]);

  if (geetest) return <HumanCheck round={round} onAnswer={onChange} />;
  return (
    <Field
      label={label ?? t('login.captcha')}
      messages={
        image.failed && (
          <p role="alert" className="text-error text-sm">
            {t('login.captchaFailed')}
          </p>
        )
      }
    >
      {(control) => (
        <div className="flex items-center gap-2">
          <input
            {...control}
            className={inputClass(false)}
            required
            autoComplete="off"
            maxLength={16}
            value={value}
            onChange={(event) => onChange(event.target.value)}
          />
          <button
            type="button"
            className="btn btn-ghost h-12 p-0"
            aria-label={t('login.captchaRefresh')}
            disabled={image.resting}
            onClick={refresh}
          >
            {image.src ? (
              <img src={image.src} alt={t('login.captchaImage')} width={120} height={40} />
            ) : (
              <span className="loading loading-spinner" />
            )}
          </button>
        </div>
      )}
    </Field>
  );
}

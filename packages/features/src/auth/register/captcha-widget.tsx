import type { WidgetProps } from '@rjsf/utils';
import { CaptchaField } from '../human/CaptchaField.js';

/** What the register form hands its captcha widget. */
export interface CaptchaFormContext {
  /** Changes after every submit attempt: the backend uses a captcha up, so a new one is drawn. */
  captchaRound: number;
}

/**
 * The captcha field the register settings ask for: the login's captcha (image with its throttled
 * refresh, or human verification with GEETEST3). docs/product/accounts.md#captcha
 */
function CaptchaWidget(props: WidgetProps) {
  const { captchaRound } = props.registry.formContext as CaptchaFormContext;
  const { onChange } = props;
  const value: unknown = props.value;
  return (
    <CaptchaField
      value={typeof value === 'string' ? value : ''}
      onChange={(answer) => onChange(answer === '' ? undefined : answer)}
      round={captchaRound}
      label={props.label}
    />
  );
}

export const CAPTCHA_WIDGETS = { CaptchaWidget };

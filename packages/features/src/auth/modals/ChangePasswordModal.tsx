import type { FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import {
  changePassword,
  refreshMemberInfo,
  ruleHint,
  signOut,
  useLoaderStore,
  usePasswordRule,
  useSessionStore,
} from '@wl/core';
import { paths } from '@wl/paths';
import { Dialog } from '@wl/widgets';
import { FormAlert, PasswordFields, SubmitButton, useFormState } from '@wl/widgets/forms';
import type { ModalComponentProps } from '../../define-feature.js';
import { newPasswordErrors, newPasswordRefusal } from '../password/password-form.js';

type Field = 'oldPassword' | 'newPassword' | 'confirmNewPassword';

const EMPTY: Record<Field, string> = { oldPassword: '', newPassword: '', confirmNewPassword: '' };

/**
 * Change password (docs/product/accounts.md#change-password): old, new and confirmation. Opened
 * after a login that must change its password (reason given) or from the security centre. On
 * success the account signs in again with the new password and the visitor goes home; a refusal
 * keeps everything typed. While the sign-in must change its password
 * (docs/product/accounts.md#password-change-first) the window cannot be dismissed: signing out
 * is the only other way.
 */
export default function ChangePasswordModal({
  props,
  onClose,
}: ModalComponentProps<'changePassword'>) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const rule = usePasswordRule();
  const form = useFormState<Field>(EMPTY, (error) =>
    newPasswordRefusal(error, 'newPassword', rule, t),
  );
  const { values, field } = form;
  const required = useSessionStore((state) => state.passwordChange !== null);

  const leave = async (): Promise<void> => {
    await signOut();
    onClose();
    await navigate(paths.home());
    useLoaderStore.getState().hide();
  };

  const submit = async (event: FormEvent): Promise<void> => {
    event.preventDefault();
    const found = newPasswordErrors(
      values,
      ['oldPassword', 'newPassword', 'confirmNewPassword'],
      { password: 'newPassword', confirm: 'confirmNewPassword' },
      rule,
      t,
    );
    if (found.newPassword === undefined && values.newPassword === values.oldPassword) {
      found.newPassword = t('password.change.sameAsOld');
    }
    if (!form.check(found)) return;
    await form.send(async () => {
      await changePassword(values);
      useSessionStore.getState().requirePasswordChange(null);
      await refreshMemberInfo().catch(() => undefined);
      onClose();
      await navigate(paths.home());
    });
  };

  return (
    <Dialog title={t('password.change.title')} {...(!required && { onClose })}>
      {props.reason !== undefined && (
        <p className="mb-3 text-sm">{t(`password.change.reason.${props.reason}`)}</p>
      )}
      <form noValidate onSubmit={(event) => void submit(event)}>
        <FormAlert message={form.failure} />
        <PasswordFields
          current={{ label: t('password.change.oldPassword'), ...field('oldPassword') }}
          password={{
            label: t('password.change.newPassword'),
            hint: ruleHint(t, rule),
            ...field('newPassword'),
          }}
          confirm={{
            label: t('password.change.confirmNewPassword'),
            ...field('confirmNewPassword'),
          }}
        />
        <div className="modal-action">
          {required && (
            <button type="button" className="btn btn-ghost" onClick={() => void leave()}>
              {t('password.change.signOut')}
            </button>
          )}
          <SubmitButton busy={form.busy}>{t('password.change.submit')}</SubmitButton>
        </div>
      </form>
    </Dialog>
  );
}

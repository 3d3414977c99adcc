import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useEndpoint } from '@wl/core';
import { paths } from '@wl/paths';
import { InlineLoader, QrCode } from '@wl/widgets';
import { FormAlert } from '@wl/widgets/forms';
import { teamErrorText } from './team-errors.js';

/**
 * The agent's invitation: its code, the register link that carries it, and a QR code of the
 * link; whoever registers with it becomes the agent's direct downline member
 * (docs/product/agent.md#register-account).
 */
export function InviteCard() {
  const { t } = useTranslation();
  const { data, error } = useEndpoint('team.invite');
  const [copied, setCopied] = useState<string | null>(null);
  if (error) return <FormAlert message={teamErrorText(error, t)} />;
  if (!data) return <InlineLoader />;
  const link = `${window.location.origin}${paths.register({ affiliateCode: data.affiliateCode })}`;
  const copy = (what: 'code' | 'link', text: string) => {
    void navigator.clipboard
      ?.writeText(text)
      .then(() => setCopied(what))
      .catch(() => setCopied(null));
  };
  return (
    <section aria-labelledby="invite-title" className="flex flex-col gap-3">
      <h3 id="invite-title" className="font-bold">
        {t('team.invite.title')}
      </h3>
      <p className="text-sm">{t('team.invite.explain')}</p>
      <dl className="grid grid-cols-[auto_1fr] items-center gap-x-3 gap-y-2 text-sm">
        <dt>{t('team.invite.code')}</dt>
        <dd className="flex items-center gap-2">
          <code data-testid="invite-code">{data.affiliateCode}</code>
          <button
            type="button"
            className="btn btn-xs"
            onClick={() => copy('code', data.affiliateCode)}
          >
            {t('team.invite.copyCode')}
          </button>
        </dd>
        <dt>{t('team.invite.link')}</dt>
        <dd className="flex min-w-0 items-center gap-2">
          <a className="link truncate" href={link} data-testid="invite-link">
            {link}
          </a>
          <button type="button" className="btn btn-xs" onClick={() => copy('link', link)}>
            {t('team.invite.copyLink')}
          </button>
        </dd>
      </dl>
      <p role="status" className="text-sm">
        {copied ? t(`team.invite.copied.${copied}`) : ''}
      </p>
      <QrCode value={link} label={t('team.invite.qr')} />
    </section>
  );
}

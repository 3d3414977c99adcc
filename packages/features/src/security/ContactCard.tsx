import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { maskEmail, maskMobile, type SecurityOverviewValue } from '@wl/core';
import { Panel } from '@wl/widgets';
import { FormDone } from '@wl/widgets/forms';
import { ContactBindingForm, type ContactChannel as Channel } from './ContactBindingForm.js';

interface ContactCardProps {
  overview: Pick<SecurityOverviewValue, 'mobile' | 'email'>;
  onSaved: () => void;
}

/**
 * The bound mobile number and e-mail address, masked, each with the form that binds or changes it
 * with a code sent to the new one. docs/product/member.md#mobile-number-and-e-mail
 */
export function ContactCard({ overview, onSaved }: ContactCardProps) {
  const { t } = useTranslation();
  const [editing, setEditing] = useState<Channel | null>(null);
  const [saved, setSaved] = useState<Channel | null>(null);
  const { mobile, email } = overview;
  const rows: { channel: Channel; label: string; shown: string | null; action: string }[] = [
    {
      channel: 'mobile',
      label: t('security.mobile'),
      shown: mobile ? maskMobile(mobile.countryDialingCode, mobile.mobileNum) : null,
      action: t(mobile ? 'security.changeMobile' : 'security.bindMobile'),
    },
    {
      channel: 'email',
      label: t('security.email'),
      shown: email ? maskEmail(email) : null,
      action: t(email ? 'security.changeEmail' : 'security.bindEmail'),
    },
  ];

  const open = (channel: Channel) => {
    setSaved(null);
    setEditing(channel);
  };
  const bound = (channel: Channel) => {
    setEditing(null);
    setSaved(channel);
    onSaved();
  };

  return (
    <Panel level={3} title={t('security.contact')}>
      <FormDone
        message={saved && t(saved === 'mobile' ? 'security.mobileSaved' : 'security.emailSaved')}
      />
      <dl className="flex flex-col gap-3">
        {rows.map((row) => (
          <div key={row.channel} className="flex flex-wrap items-center gap-x-4 gap-y-1">
            <dt className="opacity-80">{row.label}</dt>
            <dd className="min-w-0 grow font-mono break-all">
              {row.shown ?? t('security.notBound')}
            </dd>
            <dd>
              <button
                type="button"
                className="btn btn-outline btn-sm"
                aria-expanded={editing === row.channel}
                onClick={() => open(row.channel)}
              >
                {row.action}
              </button>
            </dd>
          </div>
        ))}
      </dl>
      {editing && (
        <ContactBindingForm
          key={editing}
          channel={editing}
          bound={overview[editing] !== null}
          onBound={() => bound(editing)}
          onCancel={() => setEditing(null)}
        />
      )}
    </Panel>
  );
}

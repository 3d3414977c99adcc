import { useTranslation } from 'react-i18next';
import { formatDateTime, useCurrentLanguage, useMemberInfo } from '@wl/core';
import { DetailList, InlineLoader, Panel } from '@wl/widgets';

/**
 * The member's profile from member info (the mobile number and e-mail are shown masked in their
 * own card). docs/product/member.md#security-centre
 */
export function ProfileCard() {
  const { t } = useTranslation();
  const language = useCurrentLanguage();
  const info = useMemberInfo();
  if (!info) return <InlineLoader />;
  const none = t('security.none');
  const fields = [
    { label: t('security.account'), value: info.account },
    { label: t('security.nickname'), value: info.nickname ?? none },
    {
      label: t('security.regDate'),
      value: formatDateTime(info.regDate, language, 'short') ?? none,
    },
    { label: t('security.club'), value: info.clubLabel?.labelName ?? none },
  ];
  return (
    <Panel level={3} title={t('security.profile')}>
      <DetailList items={fields}>
        <dt className="opacity-80">{t('security.labels')}</dt>
        <dd>
          {info.memberLabel.length === 0 ? (
            none
          ) : (
            <ul className="flex flex-wrap gap-1">
              {info.memberLabel.map((label) => (
                <li key={`${label.labelType}-${label.labelName}`} className="badge badge-outline">
                  {label.labelName}
                </li>
              ))}
            </ul>
          )}
        </dd>
      </DetailList>
    </Panel>
  );
}

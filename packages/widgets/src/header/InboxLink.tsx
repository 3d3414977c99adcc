import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { useFeatureVisible } from '@wl/core';
import { memberPath } from './member-links.js';
import { useInboxUnread } from './use-inbox-unread.js';

/** Shown as "99+" above this. */
const MAX_SHOWN_COUNT = 99;

/**
 * The header's inbox entry with the live unread count (only when above zero).
 * docs/product/member.md#inbox
 */
export function InboxLink() {
  const { t } = useTranslation();
  const enabled = useFeatureVisible('INBOX3');
  const count = useInboxUnread() ?? 0;
  if (!enabled) return null;
  return (
    <Link
      to={memberPath('inbox')}
      className="btn btn-ghost btn-sm gap-1 px-1.5 sm:px-3"
      aria-label={count > 0 ? t('inboxLink.unread', { count }) : t('inboxLink.label')}
    >
      <span aria-hidden="true">✉</span>
      {count > 0 && (
        <span className="badge badge-error badge-sm" data-testid="inbox-unread">
          {count > MAX_SHOWN_COUNT ? `${MAX_SHOWN_COUNT}+` : count}
        </span>
      )}
    </Link>
  );
}

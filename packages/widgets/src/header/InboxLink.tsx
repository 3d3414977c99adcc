import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { useCentrePageOffered } from '../centre-pages/centre-pages-context.js';
import { MEMBER_PAGES, memberPath } from './member-links.js';
import { useInboxUnread } from './use-inbox-unread.js';

/** Shown as "99+" above this. */
const MAX_SHOWN_COUNT = 99;

/**
 * The header's inbox entry with the live unread count (only when above zero); there while the
 * inbox page is offered (a feature provides it and its module is on).
 * docs/product/member.md#inbox
 */
export function InboxLink() {
  const { t } = useTranslation();
  const enabled = useCentrePageOffered(MEMBER_PAGES.inbox);
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

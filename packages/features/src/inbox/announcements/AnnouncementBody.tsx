import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import type { AnnouncementItem } from '@wl/core';
import { paths } from '@wl/paths';
import { SanitizedHtml } from '@wl/widgets/sanitized-html';

interface AnnouncementBodyProps {
  item: AnnouncementItem;
  /** Called before a promotion's "Go" leaves for the reward centre (closes a window). */
  onLeave?: (() => void) | undefined;
}

/**
 * An announcement's text (backend HTML, sanitized) and, for a promotion, the button to the reward
 * centre. docs/product/member.md#announcements
 */
export function AnnouncementBody({ item, onLeave }: AnnouncementBodyProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  return (
    <>
      <SanitizedHtml html={item.content} className="prose max-w-none text-sm" />
      {item.promotionType !== null && (
        <button
          type="button"
          className="btn btn-primary btn-sm mt-3"
          onClick={() => {
            onLeave?.();
            void navigate(paths.member({ page: 'rewardCenter' }));
          }}
        >
          {t('inbox.go')}
        </button>
      )}
    </>
  );
}

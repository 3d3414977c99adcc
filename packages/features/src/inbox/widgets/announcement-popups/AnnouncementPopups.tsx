import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { paths } from '@wl/paths';
import { useAnnouncements, useSessionStore } from '@wl/core';
import { LazyImage, Dialog } from '@wl/widgets';
import { SanitizedHtml } from '@wl/widgets/sanitized-html';
import {
  closePopups,
  executionsFor,
  popupsClosed,
  type PopupAudience,
} from '../../announcements/popup-audience.js';

/**
 * The popup window with the announcements meant for this visitor, one at a time, unless the
 * visitor has closed it in this session (separately for signed-in and anonymous visitors). An
 * announcement of a promotion has a Go button to the reward centre.
 * docs/product/member.md#popups
 */
function PopupWindow() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const isLogin = useSessionStore((state) => state.isLogin);
  const firstTimeLogin = useSessionStore((state) => state.firstTimeLogin);
  // A sign-in held for its password change sees that window alone.
  const held = useSessionStore((state) => state.passwordChange !== null);
  const audience: PopupAudience = isLogin ? 'user' : 'anonymous';
  const { data } = useAnnouncements('PU');
  const [index, setIndex] = useState(0);
  const [closedNow, setClosedNow] = useState<PopupAudience>();

  if (held || data === undefined || closedNow === audience || popupsClosed(audience)) return null;
  const executions = executionsFor(audience, firstTimeLogin);
  const items = data.popup.filter(
    (item) => item.execution !== null && executions.includes(item.execution),
  );
  const item = items[Math.min(index, items.length - 1)];
  if (item === undefined) return null;

  const close = () => {
    closePopups(audience);
    setClosedNow(audience);
    setIndex(0);
  };

  return (
    <Dialog title={item.title} onClose={close}>
      <div data-popup-execution={item.execution}>
        {item.announcementImages[0] && (
          <LazyImage
            src={item.announcementImages[0].imageUrl}
            alt={item.title}
            width={480}
            height={240}
          />
        )}
        <SanitizedHtml html={item.content} className="prose max-w-none text-sm" />
        {item.promotionType !== null && (
          <button
            type="button"
            className="btn btn-primary btn-sm mt-3"
            onClick={() => {
              close();
              void navigate(paths.member({ page: 'rewardCenter' }));
            }}
          >
            {t('inbox.go')}
          </button>
        )}
      </div>
      {items.length > 1 && (
        <p className="mt-3 flex items-center justify-end gap-2">
          <span>{t('inbox.pageOf', { page: index + 1, pages: items.length })}</span>
          <button
            type="button"
            className="btn btn-sm"
            disabled={index + 1 >= items.length}
            onClick={() => setIndex(index + 1)}
          >
            {t('inbox.next')}
          </button>
        </p>
      )}
    </Dialog>
  );
}

/** The widget's place on the page (empty unless a popup is open). */
export default function AnnouncementPopups() {
  return (
    <div data-widget="announcement-popups">
      <PopupWindow />
    </div>
  );
}

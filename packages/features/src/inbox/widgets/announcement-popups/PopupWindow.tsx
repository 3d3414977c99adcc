import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { AnnouncementItem } from '@wl/core';
import { LazyImage, Dialog } from '@wl/widgets';
import { AnnouncementBody } from '../../announcements/AnnouncementBody.js';

/**
 * The popup window: the announcements meant for this visitor, one at a time; an announcement of
 * a promotion has a Go button to the reward centre. Loaded only when there is one to show.
 * docs/product/member.md#popups
 */
export default function PopupWindow({
  items,
  onClose,
}: {
  items: readonly AnnouncementItem[];
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const [index, setIndex] = useState(0);
  const item = items[Math.min(index, items.length - 1)];
  if (item === undefined) return null;

  return (
    <Dialog title={item.title} onClose={onClose}>
      <div data-popup-execution={item.execution}>
        {item.announcementImages[0] && (
          <LazyImage
            src={item.announcementImages[0].imageUrl}
            alt={item.title}
            width={480}
            height={240}
          />
        )}
        <AnnouncementBody item={item} onLeave={onClose} />
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

import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAnnouncements, type AnnouncementItem } from '@wl/core';
import { InlineLoader, Pager, pageOf, RetryAlert } from '@wl/widgets';
import { AnnouncementBody } from './AnnouncementBody.js';

/** Announcements the popup lists on one page. docs/product/constants.md#business-constants */
const ANNOUNCEMENTS_PER_PAGE = 9;

interface AnnouncementBoardProps {
  /** Called before the Go button leaves for the reward centre (a modal closes itself). */
  onLeave?: () => void;
}

/**
 * The announcements (player notices and promotions) 9 per page: a list of titles and a pane with
 * the chosen one's HTML; an item with a promotionType has a Go button to the reward centre.
 * Also the `announcements` centre page. docs/product/routes.md#announcement-popup
 */
export default function AnnouncementBoard({ onLeave }: AnnouncementBoardProps) {
  const { t } = useTranslation();
  const { data, error, mutate } = useAnnouncements('PL,PR');
  const [page, setPage] = useState(1);
  const [chosenId, setChosenId] = useState<number>();

  if (error) return <RetryAlert message={t('inbox.loadFailed')} onRetry={() => void mutate()} />;
  if (!data) return <InlineLoader />;
  const all: AnnouncementItem[] = [...data.player, ...data.promotion];
  if (all.length === 0) return <p>{t('inbox.noAnnouncements')}</p>;
  const { items, pages } = pageOf(all, page, ANNOUNCEMENTS_PER_PAGE);
  const chosen = items.find((item) => item.id === chosenId) ?? items[0];

  return (
    <div className="flex flex-col gap-3">
      <ul
        aria-label={t('inbox.announcementList')}
        className="menu w-full rounded-box bg-base-200 p-1"
      >
        {items.map((item) => (
          <li key={item.id}>
            <button
              type="button"
              aria-current={item.id === chosen?.id ? 'true' : undefined}
              className={item.id === chosen?.id ? 'menu-active' : undefined}
              onClick={() => setChosenId(item.id)}
            >
              {item.title}
            </button>
          </li>
        ))}
      </ul>
      <Pager
        page={Math.min(page, pages)}
        pages={pages}
        onPage={(next) => {
          setPage(next);
          setChosenId(undefined);
        }}
      />
      {chosen && (
        <article aria-label={chosen.title} className="rounded-box border border-base-300 p-3">
          <h3 className="mb-2 font-semibold">{chosen.title}</h3>
          <AnnouncementBody item={chosen} onLeave={onLeave} />
        </article>
      )}
    </div>
  );
}

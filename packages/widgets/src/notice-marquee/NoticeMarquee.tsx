import { useTranslation } from 'react-i18next';
import { useAnnouncements, useModalStore } from '@wl/core';
import type { WidgetProps } from '../define-widget.js';
import type { NoticeMarqueeSettings } from './settings.gen.js';

/**
 * Player notices on one scrolling line (docs/product/routes.md#notice-marquee); a notice opens in
 * the notice popup's detail view. The line has a fixed height whether or not notices have
 * arrived, so nothing below it moves.
 */
export default function NoticeMarquee({ settings }: WidgetProps<NoticeMarqueeSettings>) {
  const { t } = useTranslation();
  const { data } = useAnnouncements('PL');
  const notices = (data?.player ?? []).filter((notice) => notice.title !== '');
  const label = t(settings.labelKey);
  return (
    <section
      data-widget="notice-marquee"
      aria-label={label}
      className="mx-auto flex h-10 w-full max-w-7xl items-center gap-3 overflow-hidden px-4 text-sm"
    >
      <span aria-hidden="true" className="badge badge-primary shrink-0">
        {label}
      </span>
      <div className="wl-marquee min-w-0 flex-1 overflow-hidden" tabIndex={notices.length ? 0 : -1}>
        <ul
          className="wl-marquee-track flex w-max gap-12 whitespace-nowrap"
          style={{
            animationDuration: `${Math.max(1, notices.length) * settings.secondsPerNotice}s`,
          }}
        >
          {notices.map((notice) => (
            <li key={notice.id}>
              <button
                type="button"
                className="hover:underline"
                onClick={() => useModalStore.getState().open('notices', { id: notice.id })}
              >
                {notice.title}
              </button>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}

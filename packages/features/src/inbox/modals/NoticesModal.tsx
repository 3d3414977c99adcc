import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDateTime, useCurrentLanguage, useEndpoint } from '@wl/core';
import { Dialog, InlineLoader, Pager } from '@wl/widgets';
import { SanitizedHtml } from '@wl/widgets/sanitized-html';
import type { ModalComponentProps } from '../../define-feature.js';

const NOTICES_PER_PAGE = 10;

/**
 * The notice popup: the player notices, newest first; a notice opens in its detail view (also
 * directly, when opened with its id). docs/product/routes.md#notice-popup
 */
export default function NoticesModal({ props, onClose }: ModalComponentProps<'notices'>) {
  const { t } = useTranslation();
  const language = useCurrentLanguage();
  const [page, setPage] = useState(1);
  const [openId, setOpenId] = useState(props.id);
  const { data, error } = useEndpoint('content.notices', {
    query: { pageNum: page, pageSize: NOTICES_PER_PAGE },
  });
  const open = data?.content.find((notice) => notice.id === openId);

  return (
    <Dialog title={open ? open.title : t('inbox.notices')} onClose={onClose}>
      {error && <p role="alert">{t('inbox.loadFailed')}</p>}
      {!error && !data && <InlineLoader />}
      {open && (
        <article>
          <p className="mb-2 text-xs opacity-80">
            {formatDateTime(open.publishedAt, language, 'short')}
          </p>
          <SanitizedHtml html={open.content} className="prose max-w-none text-sm" />
          <button type="button" className="btn btn-sm mt-3" onClick={() => setOpenId(undefined)}>
            {t('inbox.backToList')}
          </button>
        </article>
      )}
      {data && !open && (
        <>
          {data.content.length === 0 && <p>{t('inbox.noNotices')}</p>}
          <ul aria-label={t('inbox.notices')} className="menu w-full rounded-box bg-base-200 p-1">
            {data.content.map((notice) => (
              <li key={notice.id}>
                <button type="button" onClick={() => setOpenId(notice.id)}>
                  {notice.title}
                </button>
              </li>
            ))}
          </ul>
          <Pager page={page} pages={data.totalPages} onPage={setPage} />
        </>
      )}
    </Dialog>
  );
}

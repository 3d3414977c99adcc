import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage, formatDateTime, useCurrentLanguage, useEndpoint } from '@wl/core';
import { InlineLoader, Pager } from '@wl/widgets';
import { SanitizedHtml } from '@wl/widgets/sanitized-html';

const PAGE_SIZE = 10;

/**
 * The agents' announcements: titles, newest first, ten a page, and the chosen one's text (the
 * first by default). Their HTML shows only through the sanitizing component.
 * docs/product/agent.md#agent-announcements
 */
export default function AgentAnnouncementsPage() {
  const { t } = useTranslation();
  const lng = useCurrentLanguage();
  const [pageNum, setPageNum] = useState(1);
  const [chosen, setChosen] = useState<number | null>(null);
  const { data, error } = useEndpoint('reports.announcements', {
    query: { pageNum, pageSize: PAGE_SIZE },
  });

  if (error !== undefined) {
    return (
      <p role="alert" className="text-error">
        {errorMessage(error, t)}
      </p>
    );
  }
  if (data === undefined) return <InlineLoader />;
  if (data.content.length === 0) return <p role="status">{t('agent.announcements.empty')}</p>;
  const current = data.content.find((a) => a.id === chosen) ?? data.content[0]!;

  return (
    <div className="flex flex-col gap-4 md:flex-row">
      <div className="md:w-64 md:shrink-0">
        <ul className="menu rounded-box bg-base-200" aria-label={t('agent.announcements.list')}>
          {data.content.map((a) => (
            <li key={a.id}>
              <button
                type="button"
                aria-current={a.id === current.id ? 'true' : undefined}
                className={a.id === current.id ? 'menu-active' : ''}
                onClick={() => setChosen(a.id)}
              >
                {a.title}
              </button>
            </li>
          ))}
        </ul>
        <Pager page={pageNum} pages={data.totalPages} onPage={setPageNum} />
      </div>
      <article className="min-w-0 flex-1" aria-labelledby={`agent-announcement-${current.id}`}>
        <h3 id={`agent-announcement-${current.id}`} className="text-lg font-semibold">
          {current.title}
        </h3>
        <p className="mb-3 text-xs opacity-80">{formatDateTime(current.publishedAt, lng)}</p>
        <SanitizedHtml html={current.content} className="prose max-w-none" />
      </article>
    </div>
  );
}

import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  callEndpoint,
  formatDateTime,
  isApiError,
  useCurrentLanguage,
  useEndpoint,
  useSocketEvent,
} from '@wl/core';
import { InlineLoader, Pager, RetryAlert } from '@wl/widgets';
import { SanitizedHtml } from '@wl/widgets/sanitized-html';

const MESSAGES_PER_PAGE = 10;

/** A refusal that means the backend offers no inbox here (module off, site not offering it). */
function isUnavailable(error: unknown): boolean {
  return (
    isApiError(error) && (error.kind === 'module-off' || error.message === 'function.not.available')
  );
}

/**
 * The inbox: the account's messages newest first, unread ones marked; opening one shows its
 * content and marks it read. A new message (an `inbox.unread` event) refreshes the list. Where the
 * backend refuses the inbox, it says messages are not available (where the inbox module is off the
 * page is not offered: its gate).
 * docs/product/member.md#inbox
 */
export default function InboxPage() {
  const { t } = useTranslation();
  const language = useCurrentLanguage();
  const [page, setPage] = useState(1);
  const [openId, setOpenId] = useState<number>();
  const { data, error, mutate } = useEndpoint('content.inboxMessages', {
    query: { pageNum: page, pageSize: MESSAGES_PER_PAGE },
  });
  const unread = useEndpoint('content.inboxUnread');
  useSocketEvent('inbox.unread', () => void mutate());
  const open = data?.content.find((message) => message.id === openId);

  async function read(id: number) {
    setOpenId(id);
    const message = data?.content.find((m) => m.id === id);
    if (message === undefined || message.read) return;
    try {
      const { count } = await callEndpoint('content.inboxRead', { body: { id } });
      void unread.mutate({ count }, { revalidate: false });
      await mutate();
    } catch {
      // The message is shown anyway and stays marked unread in the list.
    }
  }

  if (isUnavailable(error))
    return (
      <p role="status" className="alert">
        {t('inbox.unavailable')}
      </p>
    );
  if (error) return <RetryAlert message={t('inbox.loadFailed')} onRetry={() => void mutate()} />;
  if (!data) return <InlineLoader />;
  if (open)
    return (
      <article aria-labelledby="inbox-message-title" className="flex flex-col gap-2">
        <h3 id="inbox-message-title" className="text-lg font-semibold">
          {open.title}
        </h3>
        <p className="text-xs opacity-80">{formatDateTime(open.sentAt, language, 'short')}</p>
        <SanitizedHtml html={open.content} className="prose max-w-none" />
        <button
          type="button"
          className="btn btn-sm self-start"
          onClick={() => setOpenId(undefined)}
        >
          {t('inbox.backToList')}
        </button>
      </article>
    );
  return (
    <section aria-label={t('inbox.title')}>
      {data.content.length === 0 && <p>{t('inbox.empty')}</p>}
      <ul className="divide-y divide-base-300">
        {data.content.map((message) => (
          <li key={message.id}>
            <button
              type="button"
              className="flex w-full items-center gap-3 px-2 py-3 text-start hover:bg-base-200"
              onClick={() => void read(message.id)}
            >
              {!message.read && (
                <span className="badge badge-error badge-xs" aria-label={t('inbox.unread')} />
              )}
              <span className={message.read ? 'flex-1' : 'flex-1 font-semibold'}>
                {message.title}
              </span>
              <span className="text-xs opacity-80">
                {formatDateTime(message.sentAt, language, 'short')}
              </span>
            </button>
          </li>
        ))}
      </ul>
      <Pager page={page} pages={data.totalPages} onPage={setPage} />
    </section>
  );
}

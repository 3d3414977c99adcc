import { useEndpoint, useSessionStore, useSocketEvent } from '@wl/core';

/**
 * The signed-in account's unread inbox count (module INBOX3), kept live by the `inbox.unread`
 * events of the event socket; undefined while unknown or when not signed in.
 * docs/product/member.md#inbox
 */
export default function useInboxUnread(): number | undefined {
  const isLogin = useSessionStore((state) => state.isLogin);
  const { data, mutate } = useEndpoint('content.inboxUnread', undefined, { enabled: isLogin });
  useSocketEvent('inbox.unread', (event) => {
    void mutate({ count: event.count }, { revalidate: false });
  });
  return isLogin ? data?.count : undefined;
}

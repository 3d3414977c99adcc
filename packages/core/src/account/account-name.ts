import { useMemberStore } from '../stores/member-store.js';
import { useSessionStore } from '../stores/session-store.js';
import { refreshMemberInfo } from './member-info.js';

/** The signed-in account's sign-in name: from the member store, else loaded from member.info. */
export async function signedInUsername(): Promise<string> {
  const known = useMemberStore.getState().info?.username ?? useSessionStore.getState().username;
  if (known) return known;
  const info = await refreshMemberInfo();
  return info.username;
}

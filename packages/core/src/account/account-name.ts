import { useMemberStore } from '../stores/member-store.js';
import { refreshMemberInfo } from './member-info.js';

/** The signed-in account's sign-in name: from the member store, else loaded from member.info. */
export async function signedInUsername(): Promise<string> {
  const info = useMemberStore.getState().info ?? (await refreshMemberInfo());
  return info.username;
}

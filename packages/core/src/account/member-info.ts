import { toMemberInfo } from '../adapters/member-info.js';
import { callEndpoint } from '../api/call-endpoint.js';
import { useMemberStore, type MemberInfo } from '../stores/member-store.js';

/**
 * Loads the signed-in member (member.info) into the member store and answers it. The one place
 * that loads it: it marks the store loading, then ready with the info or failed with the reason
 * (and rejects with it).
 */
export async function refreshMemberInfo(): Promise<MemberInfo> {
  const store = useMemberStore.getState();
  store.setLoading();
  try {
    const info = toMemberInfo(await callEndpoint('member.info'));
    store.setInfo(info);
    return info;
  } catch (error) {
    store.setFailed(error);
    throw error;
  }
}

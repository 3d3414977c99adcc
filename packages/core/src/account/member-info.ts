import { toMemberInfo } from '../adapters/member-info.js';
import { callEndpoint } from '../api/call-endpoint.js';
import { useMemberStore, type MemberInfo } from '../stores/member-store.js';

/** Loads the signed-in member (member.info) into the member store and answers it. */
export async function refreshMemberInfo(): Promise<MemberInfo> {
  const info = toMemberInfo(await callEndpoint('member.info'));
  useMemberStore.getState().setInfo(info);
  return info;
}

import { create } from 'zustand';
import type { ValueOf } from '@wl/api';

/** The logged-in member, as `member.info` returns it (docs/product/member.md#member-info). */
export type MemberInfo = ValueOf<'member.info'>;
export type MemberLabel = MemberInfo['memberLabel'][number];

/**
 * Where the loading of the member's info stands: not asked yet, asked, answered, or refused
 * (a failed call or a refusal). Only `refreshMemberInfo` moves it.
 */
export type MemberInfoStatus = 'idle' | 'loading' | 'ready' | 'failed';

export interface MemberState {
  info: MemberInfo | null;
  status: MemberInfoStatus;
  /**
   * Why the last load failed, kept while a new try is under way so a screen showing the failure
   * does not flash back to a loader; null once a load succeeds.
   */
  error: unknown;
  /** A load has started. */
  setLoading: () => void;
  setInfo: (info: MemberInfo) => void;
  /** A load has failed; the info already known (if any) stays. */
  setFailed: (error: unknown) => void;
  clear: () => void;
}

export const useMemberStore = create<MemberState>()((set) => ({
  info: null,
  status: 'idle',
  error: null,
  setLoading: () => set({ status: 'loading' }),
  setInfo: (info) => set({ info, status: 'ready', error: null }),
  setFailed: (error) => set({ status: 'failed', error }),
  clear: () => set({ info: null, status: 'idle', error: null }),
}));

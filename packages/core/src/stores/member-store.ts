import { create } from 'zustand';
import type { ValueOf } from '@wl/api';

/** The logged-in member, as `member.info` returns it (docs/product/member.md#member-info). */
export type MemberInfo = ValueOf<'member.info'>;
export type MemberLabel = MemberInfo['memberLabel'][number];

export interface MemberState {
  info: MemberInfo | null;
  setInfo: (info: MemberInfo) => void;
  clear: () => void;
}

export const useMemberStore = create<MemberState>()((set) => ({
  info: null,
  setInfo: (info) => set({ info }),
  clear: () => set({ info: null }),
}));

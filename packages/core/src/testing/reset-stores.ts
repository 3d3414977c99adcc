import { useModalStore } from '../stores/modal-store.js';
import { useMemberStore } from '../stores/member-store.js';
import { useModulesStore } from '../stores/modules-store.js';
import { useSessionStore } from '../stores/session-store.js';
import { useSystemStore } from '../stores/system-store.js';

/** Puts every store back to its start state (storage is cleared after each test). */
export function resetStores(): void {
  useModalStore.getState().closeAll();
  useMemberStore.getState().clear();
  useModulesStore.getState().reset();
  useSessionStore.getState().hydrate();
  useSystemStore.setState({ status: null, ip: '', maintenanceEnd: null });
}

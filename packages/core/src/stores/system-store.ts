import { create } from 'zustand';

/** docs/product/constants.md#system-status-values: 0 normal, 1 maintenance, 2 region restricted. */
export type SystemStatusCode = 0 | 1 | 2;

export interface SystemStatus {
  status: SystemStatusCode;
  /** ISO date-time when maintenance is expected to end, when known. */
  maintenanceEnd: string | null;
  /** The visitor's IP address as the backend sees it ('' when unknown). */
  ip: string;
}

export interface SystemState {
  /** null until the status call has answered. */
  status: SystemStatusCode | null;
  ip: string;
  maintenanceEnd: string | null;
  setStatus: (status: SystemStatus) => void;
}

export const useSystemStore = create<SystemState>()((set) => ({
  status: null,
  ip: '',
  maintenanceEnd: null,
  setStatus: ({ status, ip, maintenanceEnd }) => set({ status, ip, maintenanceEnd }),
}));

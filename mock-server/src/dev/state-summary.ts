import type { MerchantState } from '../state/merchant-state.js';

export interface StateSummary {
  tenant: string;
  merchantCode: string;
  status: 0 | 1 | 2;
  maintenanceEnd: string | null;
  sessions: { token: string; username: string; type: number; expiresAt: string }[];
}

/** A JSON view of a merchant's state for development tools and end-to-end tests. */
export function summarizeState(state: MerchantState): StateSummary {
  return {
    tenant: state.tenantCode,
    merchantCode: state.merchantCode,
    status: state.status,
    maintenanceEnd: state.maintenanceEnd,
    sessions: [...state.sessions].map(([token, s]) => ({
      token,
      username: s.username,
      type: s.type,
      expiresAt: new Date(s.expiresAt).toISOString(),
    })),
  };
}

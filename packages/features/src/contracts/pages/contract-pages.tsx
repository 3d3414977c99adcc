import type { ComponentType } from 'react';
import { ContractPage } from '../contract/ContractPage.js';
import type { ContractType } from '../contract/contract-kinds.js';

/** The four contract pages of the agent centre (docs/product/agent.md#contract-pages). */
export const CONTRACT_PAGES: Readonly<Record<ContractType, ComponentType>> = {
  DIVIDEND: () => <ContractPage type="DIVIDEND" />,
  DAILY_SALARY: () => <ContractPage type="DAILY_SALARY" />,
  HOURLY_SALARY: () => <ContractPage type="HOURLY_SALARY" />,
  REALTIME_SALARY: () => <ContractPage type="REALTIME_SALARY" />,
};

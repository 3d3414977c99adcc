/**
 * The contract kinds' names as the backend writes them in every bundled language: the remark of a
 * contract's pay in the account's transactions and the notice of an ended contract both read this
 * table, so the two never name a kind differently. The wording is the agent portal's
 * (packages/features/src/contracts/locales.json, `contract.kind`).
 */
import type { BundledLanguage } from '@wl/tenant-config';
import type { ContractType } from './contracts.js';

export const CONTRACT_KIND_NAMES: Readonly<Record<ContractType, Record<BundledLanguage, string>>> =
  {
    DIVIDEND: { EN: 'Dividend', VI: 'Cổ tức', CN: '分红', TW: '分紅' },
    DAILY_SALARY: { EN: 'Daily wage', VI: 'Lương ngày', CN: '日工资', TW: '日工資' },
    HOURLY_SALARY: { EN: 'Hourly salary', VI: 'Lương theo giờ', CN: '时薪', TW: '時薪' },
    REALTIME_SALARY: {
      EN: 'Real-time salary',
      VI: 'Lương thời gian thực',
      CN: '实时工资',
      TW: '即時工資',
    },
  };

/** A kind's name inside a sentence: lower case where the language has cases (EN, VI). */
export function kindNameInSentence(type: ContractType, lng: BundledLanguage): string {
  const name = CONTRACT_KIND_NAMES[type][lng];
  return lng === 'EN' || lng === 'VI' ? name.toLocaleLowerCase(lng === 'VI' ? 'vi' : 'en') : name;
}

/**
 * The platform message telling a downline that its contract ended automatically
 * (docs/product/agent.md#contract-rules), written in every bundled language so each reader
 * reads it in its own.
 */
import type { BundledLanguage } from '@wl/tenant-config';
import { kindNameInSentence } from './contract-kind-names.js';
import type { ContractType } from './contracts.js';
import type { LocalizedText } from './localized-text.js';

type Texts<T> = Record<BundledLanguage, T>;

interface NoticeWords {
  kind: string;
  upline: string;
  day: string;
}

const TITLES: Texts<(w: NoticeWords) => string> = {
  EN: (w) => `Your ${w.kind} contract has ended`,
  VI: (w) => `Hợp đồng ${w.kind} của bạn đã kết thúc`,
  CN: (w) => `您的${w.kind}合约已终止`,
  TW: (w) => `您的${w.kind}合約已終止`,
};

const BODIES: Texts<(w: NoticeWords) => string> = {
  EN: (w) =>
    `Your ${w.kind} contract with ${w.upline} ended automatically on ${w.day}: your upline accepted a contract that pays less than yours. Your upline can offer you a new contract; the contract page keeps its history and payouts.`,
  VI: (w) =>
    `Hợp đồng ${w.kind} của bạn với ${w.upline} đã tự động kết thúc vào ngày ${w.day}: tuyến trên của bạn đã chấp nhận một hợp đồng trả thấp hơn hợp đồng của bạn. Tuyến trên có thể đề nghị bạn một hợp đồng mới; trang hợp đồng vẫn giữ lịch sử và các khoản đã trả.`,
  CN: (w) =>
    `您与 ${w.upline} 的${w.kind}合约已于 ${w.day} 自动终止：您的上级接受了一份比您的合约比例更低的合约。您的上级可以向您发出新的合约；合约页面保留其历史和已发放的款项。`,
  TW: (w) =>
    `您與 ${w.upline} 的${w.kind}合約已於 ${w.day} 自動終止：您的上級接受了一份比您的合約比例更低的合約。您的上級可以向您發出新的合約；合約頁面保留其歷史和已發放的款項。`,
};

const inEvery = (write: (lng: BundledLanguage) => string): LocalizedText => ({
  EN: write('EN'),
  VI: write('VI'),
  CN: write('CN'),
  TW: write('TW'),
});

/** The notice's title and HTML content in every bundled language. */
export function autoTerminationNotice(
  type: ContractType,
  upline: string,
  at: Date,
): { title: LocalizedText; content: LocalizedText } {
  const words = (lng: BundledLanguage): NoticeWords => ({
    kind: kindNameInSentence(type, lng),
    upline,
    day: at.toISOString().slice(0, 10),
  });
  return {
    title: inEvery((lng) => TITLES[lng](words(lng))),
    content: inEvery((lng) => `<p>${BODIES[lng](words(lng))}</p>`),
  };
}

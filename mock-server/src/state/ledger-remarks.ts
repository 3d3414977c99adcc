import type { LocalizedText } from './localized-text.js';

/**
 * The remarks the mock writes on the entries it makes, in every bundled language: an entry keeps
 * them all and a record shows the caller's (`toRecord`).
 */
export const OPENING_BALANCE_REMARK: LocalizedText = {
  EN: 'Opening balance',
  VI: 'Số dư ban đầu',
  CN: '期初余额',
  TW: '期初餘額',
};

/** `{{day}}`: the day of the login cycle. */
export const LOGIN_REWARD_REMARK: LocalizedText = {
  EN: 'Login reward, day {{day}}',
  VI: 'Thưởng đăng nhập, ngày {{day}}',
  CN: '登录奖励，第{{day}}天',
  TW: '登入獎勵，第{{day}}天',
};

/** `{{points}}`: how many points were converted. */
export const POINTS_CONVERTED_REMARK: LocalizedText = {
  EN: '{{points}} points converted',
  VI: 'Đã đổi {{points}} điểm',
  CN: '已兑换{{points}}积分',
  TW: '已兌換{{points}}積分',
};

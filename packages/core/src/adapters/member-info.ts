import type { MemberInfo, MemberLabel } from '../stores/member-store.js';
import { asRecord, firstArray, firstNumber, firstString, isRecord } from './raw.js';
import { unexpectedValue } from './unexpected-value.js';

function labelsOf(value: readonly unknown[] | undefined): MemberLabel[] {
  return (value ?? []).filter(isRecord).flatMap((label) => {
    const labelType = firstNumber(label, 'labelType');
    const labelName = firstString(label, 'labelName');
    return labelType === undefined || labelName === undefined ? [] : [{ labelType, labelName }];
  });
}

/**
 * member.info. The sign-in name is `account` or `username` (public clients read both); the VIP
 * club is `clubLabel.labelName`; fields an older answer lacks are null or empty.
 */
export function toMemberInfo(value: unknown, currency = ''): MemberInfo {
  const raw = asRecord(value);
  const account = firstString(raw, 'account', 'username', 'userName');
  if (account === undefined) throw unexpectedValue('member.info', value);
  const club = asRecord(raw.clubLabel);
  const clubName = firstString(club, 'labelName');
  return {
    id: firstNumber(raw, 'id') ?? 0,
    account,
    username: firstString(raw, 'username', 'account', 'userName') ?? account,
    nickname: firstString(raw, 'nickname') ?? null,
    mobile: firstString(raw, 'mobile', 'mobileNum') ?? null,
    regDate: firstString(raw, 'regDate') ?? '',
    clubLabel: clubName === undefined ? null : { labelName: clubName },
    type: firstNumber(raw, 'type', 'customerType') ?? 0,
    currency: firstString(raw, 'currency') ?? currency,
    memberLabel: labelsOf(firstArray(raw, 'memberLabel')),
  };
}

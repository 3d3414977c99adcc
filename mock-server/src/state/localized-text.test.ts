import { describe, expect, it } from 'vitest';
import { POINTS_CONVERTED_REMARK } from './ledger-remarks.js';
import { fillText, pickText } from './localized-text.js';

describe('a text the mock fills in', () => {
  it('writes a number the way each language writes it, not one way for all', () => {
    const remark = fillText(POINTS_CONVERTED_REMARK, { points: 1500.5 });
    expect(pickText(remark, 'EN')).toBe('1,500.5 points converted');
    expect(pickText(remark, 'VI')).toBe('Đã đổi 1.500,5 điểm');
    expect(pickText(remark, 'CN')).toBe('已兑换1,500.5积分');
  });

  it('keeps a text value as it is', () => {
    expect(fillText({ EN: 'Hi {{name}}', VI: 'Chào {{name}}' }, { name: 'player.one' })).toEqual({
      EN: 'Hi player.one',
      VI: 'Chào player.one',
    });
  });
});

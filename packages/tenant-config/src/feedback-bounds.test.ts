import { describe, expect, it } from 'vitest';
import { countWords, feedbackBounds } from './feedback-bounds.js';

describe('countWords', () => {
  it('counts words between spaces and punctuation, not characters', () => {
    expect(countWords('   ')).toBe(0);
    expect(countWords('  The slots load slowly.  ')).toBe(4);
    expect(countWords("Don't stop: e-mail me, please!")).toBe(5);
    expect(countWords('Trò chơi tải chậm quá')).toBe(5);
    expect(countWords('12 000 ₫ — again?!')).toBe(3);
  });

  it('counts each Chinese or Japanese character as a word', () => {
    expect(countWords('游戏加载很慢')).toBe(6);
    expect(countWords('遊戲 slots 很慢')).toBe(5);
    expect(countWords('ゲームが遅い')).toBe(6);
  });

  it('finds the words of Thai, written without spaces, with a dictionary', () => {
    expect(countWords('เกมโหลดช้ามาก')).toBe(4);
    expect(countWords('เกมโหลดช้ามาก slots ค้าง')).toBe(6);
  });
});

describe('feedbackBounds', () => {
  it("takes the tenant's bounds, else 5 to 500 words", () => {
    expect(feedbackBounds(undefined)).toEqual({ minWords: 5, maxWords: 500 });
    expect(feedbackBounds({ minWords: 10, maxWords: 20 })).toEqual({ minWords: 10, maxWords: 20 });
  });
});

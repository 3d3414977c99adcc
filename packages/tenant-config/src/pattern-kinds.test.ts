import { describe, expect, it } from 'vitest';
import { PATTERN_KINDS, type PatternId } from './pattern-kinds.js';

/** What each kind must accept and refuse (docs/product/accounts.md#pattern-kinds). */
const EXAMPLES: Record<Exclude<PatternId, '*'>, { accepts: string[]; refuses: string[] }> = {
  letterStartAlphanumeric: {
    accepts: ['player01', 'Abc'],
    refuses: ['1player', 'play er', 'pl@yer'],
  },
  lettersChinese: { accepts: ['Li小明', 'abc'], refuses: ['abc1', 'a b'] },
  email: {
    accepts: ['a.b+c@mail.example.com'],
    refuses: ['a@b', 'no-at.example.com', 'a b@c.com'],
  },
  alphanumeric: { accepts: ['abc123'], refuses: ['abc-123', ''] },
  digits: { accepts: ['0912345678'], refuses: ['09-123', '+84'] },
  alphanumericUppercase: { accepts: ['Player01'], refuses: ['player01', 'PLAYER_01'] },
  englishLettersSpaces: { accepts: ['John Smith'], refuses: ['John3', 'Nguyễn'] },
  noSpaces: { accepts: ['a-b_c!'], refuses: ['a b'] },
  chineseSymbols: { accepts: ['王小明·李', '（测试）'], refuses: ['abc', '王 小'] },
  twoLettersSpaces: { accepts: ['ab', 'J D'], refuses: ['a', 'a1'] },
  fullNameSpaces: { accepts: ['Nguyễn Văn An', 'John Smith'], refuses: ['John', 'John  Smith'] },
  korean: { accepts: ['김민준'], refuses: ['Kim', '김 민준'] },
  thai: { accepts: ['สมชาย'], refuses: ['Somchai', 'สม ชาย'] },
  thaiEnglishSpaces: { accepts: ['สมชาย Lee'], refuses: ['สมชาย1'] },
  uppercaseSpaces: { accepts: ['JOHN SMITH'], refuses: ['John Smith', '   '] },
  japanese: { accepts: ['山田たろうカタカナ', 'ＡＢＣ'], refuses: ['Yamada', '김민준'] },
  strongPassword: {
    accepts: ['Secr3t!pass'],
    refuses: ['secr3t!pass', 'Secret!pass', 'Secr3tpass'],
  },
  realName: {
    accepts: [
      'Nguyễn Văn An',
      'Trần Thị Bích',
      "O'Brien",
      'Jean-Luc Picard',
      'J. R. Smith',
      '王小明',
      '阿卜杜拉·买买提',
      '김민준',
      'Сергей Иванов',
    ],
    refuses: [
      '<img src=x onerror=alert(1)>Tran',
      'Tran1',
      'Tran & Co',
      '"Tran"',
      ' Tran',
      'Tran ',
      'Tran  An',
      "Tran''An",
      '-Tran',
      'Tran_An',
    ],
  },
};

describe('PATTERN_KINDS', () => {
  it('numbers the kinds for the wire: 0 any, then one distinct code per kind', () => {
    const codes = PATTERN_KINDS.map((kind) => kind.code);
    expect(new Set(codes).size).toBe(PATTERN_KINDS.length);
    expect(PATTERN_KINDS[0]).toMatchObject({ code: 0, id: '*' });
    expect(PATTERN_KINDS.find((kind) => kind.id === 'digits')?.code).toBe(5);
  });

  it('has one entry per documented kind, with unique ids, "*" accepting anything', () => {
    const ids = PATTERN_KINDS.map((kind) => kind.id);
    expect(new Set(ids).size).toBe(19);
    expect(PATTERN_KINDS[0]).toMatchObject({ id: '*', pattern: '*' });
    expect(ids.slice(1).sort()).toEqual(Object.keys(EXAMPLES).sort());
  });

  for (const kind of PATTERN_KINDS) {
    if (kind.id === '*') continue;
    const { accepts, refuses } = EXAMPLES[kind.id];
    it(`${kind.id} behaves the same with and without the u flag`, () => {
      for (const flags of ['', 'u']) {
        const regex = new RegExp(kind.pattern, flags);
        for (const value of accepts) expect(regex.test(value), `${value} /${flags}`).toBe(true);
        for (const value of refuses) expect(regex.test(value), `${value} /${flags}`).toBe(false);
      }
    });
  }
});

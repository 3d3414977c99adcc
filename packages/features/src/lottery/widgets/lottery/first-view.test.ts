import { describe, expect, it } from 'vitest';
import type { FirstViewPage } from '@wl/widgets/server';
import { LOTTERY_VARIANTS } from '../../lottery-variants.js';
import { lotteryFirstView } from './first-view.js';

/** The page's texts by key, as the site server gives them ('' for a key it has no text for). */
const page: FirstViewPage = {
  language: 'EN',
  merchant: 'SAIGON01',
  text: (key) => (key === 'lottery.group.Unknown' ? '' : `«${key}»`),
  moduleOn: () => true,
  image: (address) => address,
  site: { displayName: 'Saigon', logo: 'assets/logo.svg', customerServiceUrl: '/help' },
  centrePages: () => [],
  param: () => undefined,
  host: 'saigon.localhost',
  visitorIp: '203.0.113.7',
};

const game = (code: string, extra: Record<string, unknown> = {}) => ({
  gameCode: code,
  gameName: `Game ${code}`,
  vassalage: 'TCG_LOTTO_VN',
  prizeMode: 'LOTT',
  icon: null,
  nextDrawTime: '2030-05-15T12:00:00Z',
  ...extra,
});

describe("the lottery screen's first view", () => {
  it("draws the title, every prize mode's tab, the first mode's games and the first game's panel", () => {
    const markup =
      lotteryFirstView(LOTTERY_VARIANTS.lott, 'Lottery', [game('a'), game('b')], page)?.markup ??
      '';
    expect(markup).toMatch(
      /^<section inert="" class="mx-auto w-full max-w-7xl px-4 py-8"><h1 class="mb-6 text-3xl font-bold">Lottery<\/h1>/,
    );
    expect([...markup.matchAll(/«lottery\.prizeMode\.(\w+)»/g)].map(([, mode]) => mode)).toEqual([
      'LOTT',
      'ZY',
      'ELOTT',
      'SEA',
    ]);
    expect(markup).toMatch(/class="tab tab-active">«lottery.prizeMode.LOTT»<\/button>/);
    expect(markup).toMatch(/aria-pressed="true" class="btn btn-sm btn-primary">Game a<\/button>/);
    expect(markup).toMatch(/aria-pressed="false" class="btn btn-sm btn-outline">Game b<\/button>/);
    expect(markup).toContain('<h2 class="text-xl font-semibold">Game a</h2>');
    expect(markup).toContain('«lottery.bet»');
    expect(markup).toContain('«lottery.results»');
    // the draw time is the visitor's (their time zone): the app writes it
    expect(markup).not.toContain('2030');
    // nothing that can be reached or pressed before the app takes its place, nor an id the
    // app's screen beside it carries
    expect(markup).toMatch(/^<section inert=""/);
    expect(markup).not.toMatch(/\bid=/);
    expect(markup).not.toContain('data-widget');
  });

  it("draws the Vietnamese screen's menu groups, named as the app names them", () => {
    const markup =
      lotteryFirstView(
        LOTTERY_VARIANTS.vn,
        'VN',
        [
          { group: 'North', games: [game('n')] },
          { group: 'Unknown', games: [game('u')] },
          { group: 'Empty', games: [] },
        ],
        page,
      )?.markup ?? '';
    expect([...markup.matchAll(/<h3[^>]*>([^<]*)<\/h3>/g)].map(([, name]) => name)).toEqual([
      '«lottery.group.North»',
      'Unknown',
    ]);
    expect([...markup.matchAll(/«lottery\.prizeMode\.(\w+)»/g)].map(([, mode]) => mode)).toEqual([
      'LOTT',
      'ZY',
    ]);
  });

  it('escapes what the backend answers', () => {
    const markup =
      lotteryFirstView(
        LOTTERY_VARIANTS.lott,
        'Lottery',
        [game('x', { gameName: '<b>"Lucky"</b>' })],
        page,
      )?.markup ?? '';
    expect(markup).toContain('&lt;b&gt;&quot;Lucky&quot;&lt;/b&gt;');
    expect(markup).not.toContain('<b>');
  });

  it('is no first view for an answer without a game or an unreadable one', () => {
    expect(lotteryFirstView(LOTTERY_VARIANTS.lott, 'L', [], page)).toBeUndefined();
    expect(lotteryFirstView(LOTTERY_VARIANTS.lott, 'L', [{ code: 1 }], page)).toBeUndefined();
    expect(lotteryFirstView(LOTTERY_VARIANTS.vn, 'L', 'not a menu', page)).toBeUndefined();
  });
});

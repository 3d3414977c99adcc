import { defineWidgetServer } from '@wl/widgets/server';
import { LOTTERY_VARIANTS } from '../../lottery-variants.js';
import { lotteryFirstView } from './first-view.js';
import type { LotterySettings } from './settings.gen.js';

/**
 * The lottery screen drawn into the HTML from its first prize mode's games, asked as the screen
 * asks them (a public call: the same for every visitor, signed in or not), so lottery content is
 * the largest paint while the HTML is parsed (docs/performance.md).
 */
export default defineWidgetServer<LotterySettings>({
  firstView: {
    call: ({ variant }) => {
      const rules = LOTTERY_VARIANTS[variant];
      const prizeMode = rules.prizeModes[0];
      if (prizeMode === undefined) return undefined;
      const query = { prizeMode, device: 'WEB' };
      return { id: rules.menu === 'vn' ? 'lottery.vnMenu' : 'games.byPrizeMode', query };
    },
    render: ({ variant }, value, page) =>
      lotteryFirstView(
        LOTTERY_VARIANTS[variant],
        page.text(`lottery.title.${variant}`),
        value,
        page,
      ),
  },
});

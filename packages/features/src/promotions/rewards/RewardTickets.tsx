import { useTranslation } from 'react-i18next';
import { useNearScreen } from '@wl/widgets';
import { REWARD_BLOCK_MARGIN } from './reward-block-margin.js';
import { RewardSection } from './RewardSection.js';
import { ClaimTickets, DiscountTickets, ExtraRewards } from './TicketLists.js';
import { ClaimTicketsPlaceholder, LinePlaceholder } from './TicketsPlaceholder.js';
import type { useRewardAction } from './use-reward-action.js';

/**
 * The reward centre's lowest blocks: claim tickets (with the form that opens one), discount
 * tickets and extra rewards. Their calls are made, and their lines drawn, once the member scrolls
 * near them (at once where they are on the first screen); until then each block holds its usual
 * height. The blocks, their headings and their regions are drawn from the start and stay the same
 * elements: only what is inside them fills in, so nothing the member (or assistive technology)
 * is on is replaced while scrolling. docs/product/member.md#reward-centre
 */
export function RewardTickets({ action }: { action: ReturnType<typeof useRewardAction> }) {
  const { t } = useTranslation();
  const { ref, near } = useNearScreen({ margin: REWARD_BLOCK_MARGIN });
  return (
    <div ref={ref} className="flex flex-col gap-4">
      <RewardSection id="reward-tickets" title={t('promo.rewards.tickets.title')}>
        {near ? <ClaimTickets action={action} /> : <ClaimTicketsPlaceholder />}
      </RewardSection>
      <RewardSection id="reward-discounts" title={t('promo.rewards.discounts.title')}>
        {near ? <DiscountTickets /> : <LinePlaceholder small />}
      </RewardSection>
      <RewardSection id="reward-extras" title={t('promo.rewards.extras.title')}>
        {near ? <ExtraRewards /> : <LinePlaceholder small />}
      </RewardSection>
    </div>
  );
}

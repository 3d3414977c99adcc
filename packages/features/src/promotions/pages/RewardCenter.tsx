import { MessageDialog } from '@wl/widgets';
import { LoginRewards } from '../rewards/LoginRewards.js';
import { PromotionRewards } from '../rewards/PromotionRewards.js';
import { RankAndReferral } from '../rewards/RankAndReferral.js';
import { RewardTickets } from '../rewards/RewardTickets.js';
import { useRewardAction } from '../rewards/use-reward-action.js';

/**
 * The reward centre, a member-centre page (`/member?page=rewardCenter`): rank progress, referral,
 * the daily login reward, promotions to claim and claimed, registration promotions, claim and
 * discount tickets and extra rewards. docs/product/member.md#reward-centre
 */
export default function RewardCenter() {
  const action = useRewardAction();
  return (
    <div className="flex flex-col gap-4">
      <RankAndReferral />
      <LoginRewards action={action} />
      <PromotionRewards action={action} />
      <RewardTickets action={action} />
      {action.outcome && (
        <MessageDialog
          message={action.outcome.text}
          tone={action.outcome.ok ? 'info' : 'warning'}
          onClose={action.dismiss}
        />
      )}
    </div>
  );
}

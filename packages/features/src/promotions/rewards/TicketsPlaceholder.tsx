import { useTranslation } from 'react-i18next';
import { RewardSection } from './RewardSection.js';

/** A line's space while its block waits, blank and hidden from assistive technology. */
function LinePlaceholder({ small = false }: { small?: boolean }) {
  return (
    <p aria-hidden="true" className={small ? 'skeleton text-sm' : 'skeleton'}>
      &nbsp;
    </p>
  );
}

/**
 * The ticket blocks before the member nears them: their titled regions, with the space of the
 * claim form and of one line each, so the page keeps its length when they fill in.
 */
export function TicketsPlaceholder() {
  const { t } = useTranslation();
  return (
    <>
      <RewardSection id="reward-tickets" title={t('promo.rewards.tickets.title')}>
        {/* the claim form: a select over a button on a phone, side by side from `sm` */}
        <div aria-hidden="true" className="skeleton h-28 sm:h-16" />
        <LinePlaceholder />
      </RewardSection>
      <RewardSection id="reward-discounts" title={t('promo.rewards.discounts.title')}>
        <LinePlaceholder small />
      </RewardSection>
      <RewardSection id="reward-extras" title={t('promo.rewards.extras.title')}>
        <LinePlaceholder small />
      </RewardSection>
    </>
  );
}

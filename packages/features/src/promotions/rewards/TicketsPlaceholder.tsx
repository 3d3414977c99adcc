import { useTranslation } from 'react-i18next';
import { RewardSection } from './RewardSection.js';

/** A line's space while its block waits, blank and hidden from assistive technology. */
function LinePlaceholder({ small = false }: { small?: boolean }) {
  return (
    <p aria-hidden="true" className={small ? 'text-sm' : undefined}>
      &nbsp;
    </p>
  );
}

/**
 * The ticket blocks before the member nears them: their titled regions, with the blank space of
 * the claim form and of one line each, so the page keeps its length when they fill in. Blank, not
 * the animated skeleton: it may stay for the whole visit, below the screen, where an endless
 * animation would keep the main thread at work (it doubled the page's main-thread time).
 */
export function TicketsPlaceholder() {
  const { t } = useTranslation();
  return (
    <>
      <RewardSection id="reward-tickets" title={t('promo.rewards.tickets.title')}>
        {/* the claim form: a select over a button on a phone, side by side from `sm` */}
        <div aria-hidden="true" className="h-28 sm:h-16" />
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

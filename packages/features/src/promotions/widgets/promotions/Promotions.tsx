import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  callEndpoint,
  errorMessageIn,
  useEndpoint,
  useRefreshBalances,
  useRequireMember,
} from '@wl/core';
import { InlineLoader, MainScreen, MessageDialog, type WidgetProps } from '@wl/widgets';
import { CATEGORY_TABS, type ActivityCategory } from '../../activities/activity-categories.js';
import { ActivityCard, type Activity, type ActivityAction } from '../../activities/ActivityCard.js';
import { ApplyDialog } from '../../activities/ApplyDialog.js';
import type { PromotionsSettings } from './settings.gen.js';

/**
 * The promotions page: category tabs, every activity with the player's status in it, and its
 * action: apply (comment and images), join, or claim a raffle prize. Visitors browse; acting needs
 * a member account. docs/product/member.md#promotions
 */
export default function Promotions({ settings }: WidgetProps<PromotionsSettings>) {
  const { t } = useTranslation();
  const requireMember = useRequireMember();
  const refreshBalances = useRefreshBalances();
  const [category, setCategory] = useState<ActivityCategory | 'ALL'>('ALL');
  const [applying, setApplying] = useState<Activity | null>(null);
  const [busy, setBusy] = useState<number | null>(null);
  const [message, setMessage] = useState<{ text: string; tone: 'info' | 'warning' } | null>(null);
  const list = useEndpoint(
    'promotions.list',
    category === 'ALL' ? undefined : { query: { category } },
  );

  async function act(activity: Activity, action: ActivityAction) {
    if (action === 'apply') {
      setApplying(activity);
      return;
    }
    setBusy(activity.promotionId);
    try {
      const body = { promotionId: activity.promotionId };
      if (action === 'join') {
        await callEndpoint('promotions.join', { body });
        setMessage({ text: t('promo.joined', { title: activity.title }), tone: 'info' });
      } else {
        const prize = await callEndpoint('agent.claimRaffle', { body });
        // A prize may credit the wallet: every balance on screen follows (docs/product/money.md#balances).
        void refreshBalances();
        setMessage({
          text: t(`promo.raffle.${prize.status}`, { prize: prize.prizeName }),
          tone: 'info',
        });
      }
    } catch (error) {
      setMessage({ text: errorMessageIn(error, t, 'promo.errors'), tone: 'warning' });
    } finally {
      setBusy(null);
      void list.mutate();
    }
  }

  return (
    <MainScreen widget="promotions" title={t(settings.titleKey)}>
      <div
        role="tablist"
        aria-label={t('promo.categories')}
        // One scrolling row on phones (fourteen wrapped tabs would push every offer off the
        // first screen); wrapped from tablet width up.
        className="tabs tabs-box mb-4 flex-nowrap overflow-x-auto sm:flex-wrap"
      >
        {CATEGORY_TABS.map((tab) => (
          <button
            key={tab}
            type="button"
            role="tab"
            aria-selected={tab === category}
            className={`tab shrink-0 whitespace-nowrap ${tab === category ? 'tab-active' : ''}`}
            onClick={() => setCategory(tab)}
          >
            {t(`promo.category.${tab}`)}
          </button>
        ))}
      </div>
      <div role="tabpanel" aria-label={t(`promo.category.${category}`)}>
        {list.isLoading ? (
          <InlineLoader />
        ) : list.error ? (
          <p role="alert" className="text-error">
            {errorMessageIn(list.error, t, 'promo.errors')}
          </p>
        ) : (list.data ?? []).length === 0 ? (
          <p>{t('promo.empty')}</p>
        ) : (
          <div className="grid gap-4 md:grid-cols-2">
            {(list.data ?? []).map((activity) => (
              <ActivityCard
                key={activity.promotionId}
                activity={activity}
                busy={busy === activity.promotionId}
                onAction={(action) => requireMember(() => void act(activity, action))}
              />
            ))}
          </div>
        )}
      </div>
      {applying && (
        <ApplyDialog
          promotionId={applying.promotionId}
          title={applying.title}
          onClose={() => setApplying(null)}
          onApplied={() => {
            setApplying(null);
            setMessage({ text: t('promo.apply.sent'), tone: 'info' });
            void list.mutate();
          }}
        />
      )}
      {message && (
        <MessageDialog
          message={message.text}
          tone={message.tone}
          onClose={() => setMessage(null)}
        />
      )}
    </MainScreen>
  );
}

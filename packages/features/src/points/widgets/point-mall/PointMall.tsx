import { useTranslation } from 'react-i18next';
import { useFeatureVisible, useModalStore, useRequireMember, useSessionStore } from '@wl/core';
import { MainScreen, type WidgetProps } from '@wl/widgets';
import { ConvertForm } from '../../mall/ConvertForm.js';
import { PointsBalance } from '../../mall/PointsBalance.js';
import { PointsRules } from '../../mall/PointsRules.js';
import { RedemptionList } from '../../mall/RedemptionList.js';
import { RewardList } from '../../mall/RewardList.js';
import type { PointMallSettings } from './settings.gen.js';

/**
 * The points mall: the balance by points type, the rewards to redeem, converting points into
 * money, the redemptions with their status, and how points are earned. A member's page: a visitor
 * is asked to log in, a trial account to register an account first (with the way to register).
 * docs/product/member.md#points-mall
 */
export default function PointMall({ settings }: WidgetProps<PointMallSettings>) {
  const { t } = useTranslation();
  const requireMember = useRequireMember();
  const member = useSessionStore((state) => state.isLogin && !state.isTrial);
  const trial = useSessionStore((state) => state.isLogin && state.isTrial);
  const canRegister = useFeatureVisible('REG3');
  return (
    <MainScreen widget="point-mall" title={t(settings.titleKey)}>
      {member ? (
        <div className="flex flex-col gap-6">
          <PointsBalance />
          <RewardList />
          <div className="grid gap-6 lg:grid-cols-2">
            <ConvertForm />
            <PointsRules />
          </div>
          <RedemptionList />
        </div>
      ) : trial ? (
        <div className="flex flex-col items-start gap-3">
          <p>{t('points.registerFirst')}</p>
          {canRegister && (
            <button
              type="button"
              className="btn btn-primary"
              onClick={() => useModalStore.getState().open('register')}
            >
              {t('points.register')}
            </button>
          )}
        </div>
      ) : (
        <div className="flex flex-col items-start gap-3">
          <p>{t('points.membersOnly')}</p>
          <button type="button" className="btn btn-primary" onClick={() => requireMember()}>
            {t('points.signIn')}
          </button>
        </div>
      )}
    </MainScreen>
  );
}

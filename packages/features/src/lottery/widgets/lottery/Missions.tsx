import { useTranslation } from 'react-i18next';
import { useCurrentLanguage, useEndpoint, useMoney, useSessionStore } from '@wl/core';
import { formatMoney } from '@wl/tenant-config';

/**
 * The signed-in member's lottery missions: progress, reward and status of each. Rewards are
 * money in the tenant's currency; so are the progress and goal of a mission that counts money
 * (`targetType` AMOUNT), while the others' are figures grouped the page language's way.
 */
export function Missions() {
  const { t } = useTranslation();
  const money = useMoney();
  const language = useCurrentLanguage();
  const figure = (value: number) => formatMoney(value, { currency: '', language });
  const member = useSessionStore((state) => state.isLogin && !state.isTrial);
  const { data } = useEndpoint('lottery.missionSummary', undefined, { enabled: member });
  if (!data) return null;
  return (
    <section aria-labelledby="lottery-missions" className="flex flex-col gap-3">
      <h2 id="lottery-missions" className="font-semibold">
        {t('lottery.missions')}
      </h2>
      <p className="text-sm">
        {t('lottery.totalReward', { amount: money.formatBackend(data.totalReward) })}
      </p>
      <ul className="flex flex-col gap-3">
        {data.missions.map((mission) => {
          const measure = (value: number) =>
            mission.targetType === 'AMOUNT' ? money.formatBackend(value) : figure(value);
          const progress = t('lottery.progress', {
            progress: measure(mission.progress),
            target: measure(mission.target),
          });
          return (
            <li key={mission.missionId} className="card card-border bg-base-100 p-3">
              <div className="flex items-center justify-between gap-2">
                <h3 className="font-medium">{mission.title}</h3>
                <span className="badge">{t(`lottery.status.${mission.status}`)}</span>
              </div>
              <p className="text-sm opacity-80">{mission.description}</p>
              <progress
                className="progress progress-primary"
                value={mission.progress}
                max={mission.target}
                aria-label={progress}
              />
              <p className="text-xs">
                {progress} · {t('lottery.reward', { amount: money.formatBackend(mission.reward) })}
              </p>
            </li>
          );
        })}
      </ul>
    </section>
  );
}

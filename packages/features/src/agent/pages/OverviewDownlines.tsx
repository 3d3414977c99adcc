import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useEndpoint } from '@wl/core';

/** The most direct downlines one list shows (the call's page size). */
const LISTED = 100;

interface OverviewDownlinesProps {
  /** The team the overview shows: a downline agent drilled into, or the agent's own. */
  team: string | undefined;
  /** Opens the overview of a downline agent's team. */
  onOpen: (username: string) => void;
}

/**
 * The direct downline agents of the team the overview shows, each a button that opens the same
 * overview for that agent's subtree (docs/product/agent.md#drill-down).
 */
export function OverviewDownlines({ team, onOpen }: OverviewDownlinesProps) {
  const { t } = useTranslation();
  const headingId = useId();
  const { data } = useEndpoint('team.members', {
    query: { pageSize: LISTED, ...(team ? { parent: team } : {}) },
  });
  const agents = (data?.content ?? []).filter((m) => m.accountType === 'AGENT');
  if (agents.length === 0) return null;
  return (
    <section aria-labelledby={headingId} className="mb-6">
      <h3 id={headingId} className="mb-2 text-sm font-medium">
        {t('agent.overview.downlineAgents')}
      </h3>
      <ul className="flex flex-wrap gap-2">
        {agents.map((m) => (
          <li key={m.username}>
            <button
              type="button"
              className="btn btn-outline btn-sm"
              aria-label={t('agent.drill.open', { name: m.username })}
              onClick={() => onOpen(m.username)}
            >
              {m.username}
            </button>
          </li>
        ))}
      </ul>
    </section>
  );
}

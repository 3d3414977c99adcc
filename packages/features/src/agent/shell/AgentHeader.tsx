import { memo } from 'react';
import { useTranslation } from 'react-i18next';
import { useMemberInfo } from '@wl/core';
import { paths } from '@wl/paths';
import { useSignOut } from '@wl/widgets';
import { AgentClock } from './AgentClock.js';

/**
 * The agent centre's header: the time zone as a GMT offset, a live clock, the agent's nickname
 * and logout, which returns to the agent login page. docs/product/agent.md#agent-centre-header
 */
export const AgentHeader = memo(function AgentHeader({ title }: { title: string }) {
  const { t } = useTranslation();
  const member = useMemberInfo();
  const signOut = useSignOut(paths.agent());
  const name = member ? (member.nickname ?? member.account) : '';

  return (
    <header className="navbar flex-wrap gap-2 bg-base-200 px-4">
      <h1 className="flex-1 text-2xl font-bold">{title}</h1>
      <div className="flex flex-wrap items-center gap-3 text-sm">
        <AgentClock />
        {/* A slot of its own width: the name arriving later moves nothing (a longer one is cut,
            and named in full on hover). */}
        <span data-testid="agent-nickname" className="w-28 truncate font-semibold" title={name}>
          {name}
        </span>
        <button type="button" className="btn btn-sm btn-outline" onClick={() => void signOut()}>
          {t('agent.header.logout')}
        </button>
      </div>
    </header>
  );
});

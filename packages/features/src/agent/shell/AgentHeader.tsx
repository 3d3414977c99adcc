import { memo } from 'react';
import { useTranslation } from 'react-i18next';
import { useMemberInfo } from '@wl/core';
import { paths } from '@wl/paths';
import { useSignOut } from '@wl/widgets';
import { AgentClock } from './AgentClock.js';
import { AgentHeaderView } from './AgentHeaderView.js';

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
    <AgentHeaderView
      title={title}
      clock={<AgentClock />}
      name={name}
      logout={t('agent.header.logout')}
      onLogout={() => void signOut()}
    />
  );
});

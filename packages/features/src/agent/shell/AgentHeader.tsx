import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useCurrentLanguage, useMemberInfo } from '@wl/core';
import { paths } from '@wl/paths';
import { useSignOut } from '@wl/widgets';
import { clockText } from './agent-clock.js';
import { AgentClockView } from './AgentClockView.js';
import { AgentHeaderView } from './AgentHeaderView.js';
import { gmtOffset } from './gmt-offset.js';

/** The current time, moving every second. */
function useNow(): Date {
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    const timer = setInterval(() => setNow(new Date()), 1000);
    return () => clearInterval(timer);
  }, []);
  return now;
}

/**
 * The agent centre's header: the time zone as a GMT offset, a live clock, the agent's nickname
 * and logout, which returns to the agent login page. docs/product/agent.md#agent-centre-header
 */
export function AgentHeader({ title }: { title: string }) {
  const { t } = useTranslation();
  const lng = useCurrentLanguage();
  const member = useMemberInfo();
  const signOut = useSignOut(paths.agent());
  const now = useNow();
  const name = member ? (member.nickname ?? member.account) : '';

  return (
    <AgentHeaderView
      title={title}
      clock={
        <AgentClockView
          gmt={gmtOffset(now)}
          clock={clockText(now, lng)}
          dateTime={now.toISOString()}
        />
      }
      name={name}
      logout={t('agent.header.logout')}
      onLogout={() => void signOut()}
    />
  );
}

import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate } from 'react-router-dom';
import { useModalStore, useSessionStore } from '@wl/core';
import { paths } from '@wl/paths';
import { MainScreen, type WidgetProps } from '@wl/widgets';
import type { AgentLoginSettings } from './settings.gen.js';

/**
 * The agent portal's login page: it opens the login window, which admits agents only here and then
 * goes on to the agent centre; a signed-in agent goes straight there.
 * docs/product/accounts.md#member-and-agent-separation
 */
export default function AgentLogin({ settings }: WidgetProps<AgentLoginSettings>) {
  const { t } = useTranslation();
  const isAgent = useSessionStore((state) => state.isLogin && state.isAgent);
  const open = useModalStore((state) => state.open);

  useEffect(() => {
    if (!isAgent) open('login');
  }, [isAgent, open]);

  if (isAgent) return <Navigate to={paths.agentHome()} replace />;
  return (
    <MainScreen widget="agent-login" title={t(settings.titleKey)}>
      <p className="mb-4">{t('agentLogin.hint')}</p>
      <button type="button" className="btn btn-primary" onClick={() => open('login')}>
        {t('agentLogin.open')}
      </button>
    </MainScreen>
  );
}

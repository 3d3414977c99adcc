import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate } from 'react-router-dom';
import { useModalStore, useSessionStore, useTenant } from '@wl/core';
import { paths } from '@wl/paths';
import { CustomerServiceButton, tenantAssetUrl, type WidgetProps } from '@wl/widgets';
import type { AgentLoginSettings } from './settings.gen.js';

/**
 * The agent portal's login page: the brand, a word to agents, the way in and customer service. It
 * opens the login window (agents only, without free play or social sign-in), which then goes on
 * to the agent centre; a signed-in agent goes straight there.
 * docs/product/accounts.md#member-and-agent-separation
 */
export default function AgentLogin({ settings }: WidgetProps<AgentLoginSettings>) {
  const { t } = useTranslation();
  const isAgent = useSessionStore((state) => state.isLogin && state.isAgent);
  const open = useModalStore((state) => state.open);
  const tenant = useTenant();

  useEffect(() => {
    if (!isAgent) open('login');
  }, [isAgent, open]);

  if (isAgent) return <Navigate to={paths.agentHome()} replace />;
  return (
    <section
      data-widget="agent-login"
      className="mx-auto grid w-full max-w-5xl gap-8 px-4 py-10 md:grid-cols-2 md:items-center"
    >
      <div>
        <img
          src={tenantAssetUrl(tenant.theme.logo)}
          alt={tenant.displayName}
          className="mb-6 h-12 w-auto"
          height={48}
        />
        <h1 className="mb-3 text-3xl font-bold">{t(settings.titleKey)}</h1>
        <p className="mb-2 text-lg">{t('agentLogin.pitch', { brand: tenant.displayName })}</p>
        <p className="opacity-80">{t('agentLogin.hint')}</p>
      </div>
      <div className="card bg-base-200 p-6 shadow">
        <p className="mb-4">{t('agentLogin.formHint')}</p>
        <button type="button" className="btn btn-primary btn-block" onClick={() => open('login')}>
          {t('agentLogin.open')}
        </button>
        <div className="divider" />
        <p className="mb-2 text-sm">{t('agentLogin.help')}</p>
        <CustomerServiceButton className="btn btn-outline btn-block" />
      </div>
    </section>
  );
}

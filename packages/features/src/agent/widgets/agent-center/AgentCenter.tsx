import { useTranslation } from 'react-i18next';
import { paths } from '@wl/paths';
import { MainScreen, useSignOut, type WidgetProps } from '@wl/widgets';
import type { AgentCenterSettings } from './settings.gen.js';

/**
 * The agent centre: team, records and income. Its body is being built; until then it says so.
 * Signing out here goes back to the agent login page (docs/product/accounts.md#logout).
 */
export default function AgentCenter({ settings }: WidgetProps<AgentCenterSettings>) {
  const { t } = useTranslation();
  const signOut = useSignOut(paths.agent());
  return (
    <>
      <div className="mx-auto flex w-full max-w-7xl justify-end px-4 pt-4">
        <button type="button" className="btn btn-sm btn-ghost" onClick={() => void signOut()}>
          {t('header.signOut')}
        </button>
      </div>
      <MainScreen widget="agent-center" title={t(settings.titleKey)} />
    </>
  );
}

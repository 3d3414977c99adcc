import { memo, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { paths } from '@wl/paths';
import type { CentrePage } from '@wl/widgets/definitions';
import { CustomerServiceButton } from '@wl/widgets';
import { menuTitleKey, type AgentMenuName } from './agent-menu.js';

interface AgentMenuProps {
  items: readonly AgentMenuName[];
  pages: readonly CentrePage[];
  current: AgentMenuName | undefined;
}

/**
 * The agent centre's left menu; on a phone it folds behind a Menu button and folds again once an
 * item is chosen. docs/product/agent.md#agent-centre-menu
 */
export const AgentMenu = memo(function AgentMenu({ items, pages, current }: AgentMenuProps) {
  const { t } = useTranslation();
  const id = useId();
  const [open, setOpen] = useState(false);
  const titleOf = (name: AgentMenuName) =>
    menuTitleKey(name, pages.find((p) => p.name === name)?.titleKey ?? '');

  return (
    <nav aria-label={t('agent.menu.label')} className="md:w-56 md:shrink-0">
      <button
        type="button"
        className="btn btn-sm btn-block mb-2 md:hidden"
        aria-expanded={open}
        aria-controls={id}
        onClick={() => setOpen(!open)}
      >
        {t('agent.menu.toggle')}
      </button>
      <ul id={id} className={`menu w-full rounded-box bg-base-200 ${open ? '' : 'hidden'} md:flex`}>
        {items.map((name) =>
          name === 'customerService' ? (
            <li key={name}>
              <CustomerServiceButton className="" label={t('agent.menu.customerService')} />
            </li>
          ) : (
            <li key={name}>
              <Link
                to={paths.agentHome({ page: name })}
                aria-current={name === current ? 'page' : undefined}
                className={name === current ? 'menu-active' : ''}
                onClick={() => setOpen(false)}
              >
                {t(titleOf(name))}
              </Link>
            </li>
          ),
        )}
      </ul>
    </nav>
  );
});

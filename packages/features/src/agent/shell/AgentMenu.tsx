import { memo, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { paths } from '@wl/paths';
import type { CentrePage } from '@wl/widgets/definitions';
import { CustomerServiceButton } from '@wl/widgets';
import { agentMenuEntries, type AgentMenuName } from './agent-menu.js';
import { AgentMenuView } from './AgentMenuView.js';

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

  return (
    <AgentMenuView
      label={t('agent.menu.label')}
      toggle={t('agent.menu.toggle')}
      entries={agentMenuEntries(items, pages, (key) => t(key))}
      current={current}
      open={open}
      listId={id}
      onToggle={() => setOpen(!open)}
      link={(entry, className, chosen) =>
        entry.name === 'customerService' ? (
          <CustomerServiceButton className="" label={entry.title} />
        ) : (
          <Link
            to={paths.agentHome({ page: entry.name })}
            aria-current={chosen ? 'page' : undefined}
            className={className}
            onClick={() => setOpen(false)}
          >
            {entry.title}
          </Link>
        )
      }
    />
  );
});

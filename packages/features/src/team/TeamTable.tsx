import { useTranslation } from 'react-i18next';
import { useModalStore, type TeamMember } from '@wl/core';
import {
  DataTable,
  type DataColumn,
  type ServerPaging,
  type ServerSorting,
} from '@wl/widgets/table';
import { CONTRACT_KINDS, useFormats } from '../contracts/index.js';

function ContractsCell({ member }: { member: TeamMember }) {
  const { t } = useTranslation();
  const f = useFormats();
  if (member.contracts.length === 0) return <>—</>;
  return (
    <ul className="flex flex-wrap gap-1">
      {member.contracts.map((c) => (
        <li key={c.contractType} className="badge badge-outline badge-sm whitespace-nowrap">
          {t(CONTRACT_KINDS[c.contractType].labelKey)} {f.rate(c.topRate)}
          {c.status === 'PENDING' && ` · ${t('team.contractPending')}`}
        </li>
      ))}
    </ul>
  );
}

interface TeamTableProps {
  members: readonly TeamMember[];
  page: ServerPaging;
  /** The server orders every account of the list (docs/product/agent.md#team-management). */
  sorting: ServerSorting;
  /** Opens the team below an agent of the list. */
  onOpenTeam: (username: string) => void;
}

/**
 * One page of the agent's downline: account (an agent with a team opens it), level, balance,
 * status, registration, last sign-in, contracts, and the row's offer and transfer buttons; every
 * column but the buttons sorts, by the server, every account of the list (the column ids are the
 * call's `sortBy` values).
 */
export function TeamTable({ members, page, sorting, onOpenTeam }: TeamTableProps) {
  const { t } = useTranslation();
  const f = useFormats();
  const open = useModalStore((s) => s.open);
  const columns: DataColumn<TeamMember>[] = [
    {
      id: 'username',
      header: t('team.account'),
      cell: (m) => (
        <div>
          <div className="font-medium">
            {m.accountType === 'AGENT' && m.downlineCount > 0 ? (
              <button
                type="button"
                className="link"
                aria-label={t('team.openTeam', { name: m.username })}
                onClick={() => onOpenTeam(m.username)}
              >
                {m.username}
              </button>
            ) : (
              m.username
            )}
          </div>
          <div className="text-xs opacity-80">
            {t(`team.type.${m.accountType}`)}
            {m.nickname ? ` · ${m.nickname}` : ''}
          </div>
        </div>
      ),
      serverSortable: true,
    },
    { id: 'level', header: t('team.level'), cell: (m) => m.level, serverSortable: true },
    {
      id: 'balance',
      header: t('team.balance'),
      cell: (m) => f.money(m.balance),
      serverSortable: true,
      align: 'end',
    },
    {
      id: 'status',
      header: t('team.status'),
      cell: (m) => t(`team.state.${m.status}`),
      serverSortable: true,
    },
    {
      id: 'registeredAt',
      header: t('team.registered'),
      cell: (m) => f.dateTime(m.registeredAt),
      serverSortable: true,
    },
    {
      id: 'lastLoginAt',
      header: t('team.lastLogin'),
      cell: (m) => f.dateTime(m.lastLoginAt),
      serverSortable: true,
    },
    {
      id: 'topRate',
      header: t('team.contracts'),
      cell: (m) => <ContractsCell member={m} />,
      serverSortable: true,
    },
    {
      id: 'actions',
      header: t('team.rowActions'),
      headerHidden: true,
      cell: (m) => (
        <div className="flex flex-wrap gap-1">
          {m.accountType === 'AGENT' && m.level === 1 && (
            <button
              type="button"
              className="btn btn-xs btn-outline"
              aria-label={t('team.offerTo', { name: m.username })}
              onClick={() => open('offerContract', { downline: m.username })}
            >
              {t('team.offer')}
            </button>
          )}
          <button
            type="button"
            className="btn btn-xs btn-outline"
            aria-label={t('team.transferTo', { name: m.username })}
            onClick={() => open('downlineTransfer', { downline: m.username })}
          >
            {t('team.transfer')}
          </button>
        </div>
      ),
    },
  ];
  return (
    <DataTable
      label={t('team.title')}
      testId="team-table"
      columns={columns}
      rows={members}
      rowKey={(m) => m.username}
      rowAttributes={(m) => ({ 'data-member': m.username })}
      paging={page}
      sorting={sorting}
    />
  );
}

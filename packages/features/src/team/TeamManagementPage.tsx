import { useEffect, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useEndpoint, useMemberInfo, useModalStore, type CallParams } from '@wl/core';
import { InlineLoader } from '@wl/widgets';
import type { ColumnSort } from '@wl/widgets/table';
import { FormAlert } from '@wl/widgets/forms';
import { teamErrorText } from './team-errors.js';
import { TeamTable } from './TeamTable.js';

const PAGE_SIZE = 20;

/** The columns the call sorts by (the table's column ids). */
type TeamSortKey = NonNullable<NonNullable<CallParams<'team.members'>['query']>['sortBy']>;

/**
 * The agent's downline tree, one level at a time, and a search of the whole subtree; each
 * account's balance, status, registration, last sign-in and contracts, sorted by the server over
 * every account of the list; offering a contract and transferring money from a row
 * (docs/product/agent.md#team-management).
 */
export function TeamManagementPage() {
  const { t } = useTranslation();
  const me = useMemberInfo()?.account ?? null;
  const modalsOpen = useModalStore((s) => s.stack.length);
  /** The agents opened below the caller, top first. */
  const [trail, setTrail] = useState<string[]>([]);
  const [typed, setTyped] = useState('');
  const [keyword, setKeyword] = useState('');
  const [pageNum, setPageNum] = useState(1);
  const [sort, setSort] = useState<ColumnSort | null>(null);
  const parent = trail.at(-1);
  const query = {
    pageNum,
    pageSize: PAGE_SIZE,
    ...(keyword ? { keyword } : parent ? { parent } : {}),
    ...(sort
      ? {
          sortBy: sort.id as TeamSortKey,
          sortOrder: sort.desc ? ('desc' as const) : ('asc' as const),
        }
      : {}),
  };
  const { data, error, mutate } = useEndpoint('team.members', { query });

  // Balances and contracts move after a transfer or an offer made in a window.
  useEffect(() => {
    if (modalsOpen === 0) void mutate();
  }, [modalsOpen, mutate]);

  const search = (event: FormEvent) => {
    event.preventDefault();
    setKeyword(typed.trim());
    setPageNum(1);
  };
  const openLevel = (next: string[]) => {
    setTrail(next);
    setKeyword('');
    setTyped('');
    setPageNum(1);
  };

  return (
    <div className="flex flex-col gap-4">
      <form role="search" onSubmit={search} className="flex flex-wrap items-end gap-2">
        <label className="flex flex-col">
          <span className="mb-1 text-sm font-medium">{t('team.search')}</span>
          <input
            type="search"
            className="input input-bordered input-sm"
            value={typed}
            onChange={(event) => setTyped(event.target.value)}
          />
        </label>
        <button type="submit" className="btn btn-sm btn-primary">
          {t('team.searchButton')}
        </button>
      </form>

      <nav aria-label={t('team.levels')} className="breadcrumbs text-sm">
        <ul>
          <li>
            <button type="button" className="link" onClick={() => openLevel([])}>
              {me ?? t('team.me')}
            </button>
          </li>
          {trail.map((name, index) => (
            <li key={name}>
              <button
                type="button"
                className="link"
                aria-current={index === trail.length - 1 ? 'page' : undefined}
                onClick={() => openLevel(trail.slice(0, index + 1))}
              >
                {name}
              </button>
            </li>
          ))}
        </ul>
      </nav>

      {error ? (
        <FormAlert message={teamErrorText(error, t)} />
      ) : !data ? (
        <InlineLoader />
      ) : data.content.length === 0 ? (
        <p className="opacity-80">{t('team.empty')}</p>
      ) : (
        <TeamTable
          members={data.content}
          page={{ page: data.pageNum, pages: data.totalPages, onPage: setPageNum }}
          sorting={{
            sort,
            onSort: (next) => {
              setSort(next);
              setPageNum(1);
            },
          }}
          onOpenTeam={(name) => openLevel([...(keyword ? [] : trail), name])}
        />
      )}
    </div>
  );
}

import { useEffect, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useEndpoint, useMemberInfo, useModalStore, type TeamMember } from '@wl/core';
import { InlineLoader } from '@wl/widgets';
import { FormAlert } from '@wl/widgets/forms';
import { teamErrorText } from './team-errors.js';
import { CONTRACT_KINDS } from '../contracts/index.js';
import { useFormats } from '../contracts/index.js';

const PAGE_SIZE = 20;

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

/**
 * The agent's downline tree, one level at a time, and a search of the whole subtree; each
 * account's balance, status, last sign-in and contracts; offering a contract and transferring
 * money from a row (docs/product/agent.md#team-management).
 */
export function TeamManagementPage() {
  const { t } = useTranslation();
  const f = useFormats();
  const me = useMemberInfo()?.account ?? null;
  const open = useModalStore((s) => s.open);
  const modalsOpen = useModalStore((s) => s.stack.length);
  /** The agents opened below the caller, top first. */
  const [trail, setTrail] = useState<string[]>([]);
  const [typed, setTyped] = useState('');
  const [keyword, setKeyword] = useState('');
  const [pageNum, setPageNum] = useState(1);
  const parent = trail.at(-1);
  const query = {
    pageNum,
    pageSize: PAGE_SIZE,
    ...(keyword ? { keyword } : parent ? { parent } : {}),
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
        <div className="overflow-x-auto">
          <table className="table table-sm" data-testid="team-table">
            <caption className="sr-only">{t('team.title')}</caption>
            <thead>
              <tr>
                <th scope="col">{t('team.account')}</th>
                <th scope="col">{t('team.level')}</th>
                <th scope="col">{t('team.balance')}</th>
                <th scope="col">{t('team.status')}</th>
                <th scope="col">{t('team.lastLogin')}</th>
                <th scope="col">{t('team.contracts')}</th>
                <th scope="col">
                  <span className="sr-only">{t('team.rowActions')}</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {data.content.map((m) => (
                <tr key={m.username} data-member={m.username}>
                  <td>
                    <div className="font-medium">
                      {m.accountType === 'AGENT' && m.downlineCount > 0 ? (
                        <button
                          type="button"
                          className="link"
                          aria-label={t('team.openTeam', { name: m.username })}
                          onClick={() => openLevel([...(keyword ? [] : trail), m.username])}
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
                  </td>
                  <td>{m.level}</td>
                  <td>{f.money(m.balance)}</td>
                  <td>{t(`team.state.${m.status}`)}</td>
                  <td>{f.dateTime(m.lastLoginAt)}</td>
                  <td>
                    <ContractsCell member={m} />
                  </td>
                  <td>
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
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}

      {data && data.totalPages > 1 && (
        <div className="join self-center" aria-label={t('team.pages')}>
          <button
            type="button"
            className="join-item btn btn-sm"
            disabled={pageNum <= 1}
            onClick={() => setPageNum(pageNum - 1)}
          >
            {t('team.previous')}
          </button>
          <span className="join-item btn btn-sm btn-disabled">
            {t('team.pageOf', { page: data.pageNum, pages: data.totalPages })}
          </span>
          <button
            type="button"
            className="join-item btn btn-sm"
            disabled={pageNum >= data.totalPages}
            onClick={() => setPageNum(pageNum + 1)}
          >
            {t('team.next')}
          </button>
        </div>
      )}
    </div>
  );
}

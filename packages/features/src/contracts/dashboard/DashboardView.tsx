import type { ReactNode } from 'react';
import type { ContractType } from '../contract/contract-kinds.js';

/** The four figures, in order: each one's label and test id. */
export const DASHBOARD_FIGURES = [
  { labelKey: 'contract.dashboard.balance', testId: 'dashboard-balance' },
  { labelKey: 'contract.dashboard.commission', testId: 'dashboard-commission' },
  { labelKey: 'contract.dashboard.nextSettlement', testId: 'dashboard-next-settlement' },
  { labelKey: 'contract.dashboard.newMembers', testId: 'dashboard-new-members' },
] as const;

/** A value's line held while the agent's figures load. */
export const RESERVED = '\u00a0';

interface DashboardViewProps {
  /** The four figures in `DASHBOARD_FIGURES`' order: label and value (`RESERVED` while loading). */
  figures: readonly { label: string; value: string; testId: string }[];
  /** The commission by kind: each kind's name and amount (`RESERVED` until it answers). */
  kinds: readonly { type: ContractType; label: string; amount: string }[];
  texts: { byKind: string; waiting: string };
  /** What is waiting (the app's, once the figures are in); nothing while they load. */
  waiting?: ReactNode;
  busy: boolean;
  /** A kind's link to its page (the app's router link); the site server's copy shows its name. */
  kindLink?: (type: ContractType, label: string) => ReactNode;
  /**
   * The copy the site server draws under the agent centre's frame: without the test marks and
   * ids the app's dashboard beside it carries.
   */
  drawn?: boolean;
}

/** One figure of the dashboard: its name above, the value below. */
function Figure({ label, value, testId }: { label: string; value: string; testId?: string }) {
  return (
    <div className="stat rounded-box bg-base-200">
      <div className="stat-title whitespace-normal">{label}</div>
      <div className="stat-value text-2xl" data-testid={testId}>
        {value}
      </div>
    </div>
  );
}

/**
 * The agent dashboard's blocks: the four figures, the commission by contract kind (a row for each
 * kind shown) and what is waiting, each under its heading.
 */
export function DashboardView({
  figures,
  kinds,
  texts,
  waiting,
  busy,
  kindLink,
  drawn = false,
}: DashboardViewProps) {
  const mark = (value: string) => (drawn ? undefined : value);
  return (
    <div
      className="flex flex-col gap-6"
      data-testid={mark('agent-dashboard')}
      aria-busy={busy ? true : undefined}
    >
      <div className="grid gap-3 sm:grid-cols-2 2xl:grid-cols-4">
        {figures.map(({ label, value, testId }) => (
          <Figure key={testId} label={label} value={value} testId={mark(testId)} />
        ))}
      </div>

      {kinds.length > 0 && (
        <section aria-labelledby={mark('dashboard-kinds')}>
          <h3 id={mark('dashboard-kinds')} className="mb-2 font-bold">
            {texts.byKind}
          </h3>
          <ul className="grid gap-2 sm:grid-cols-2">
            {kinds.map(({ type, label, amount }) => (
              <li
                key={type}
                className="flex items-center justify-between gap-2 rounded-box bg-base-200 p-3"
                data-kind={mark(type)}
              >
                {kindLink ? kindLink(type, label) : <span className="link">{label}</span>}
                <span className="tabular-nums">{amount}</span>
              </li>
            ))}
          </ul>
        </section>
      )}

      <section aria-labelledby={mark('dashboard-waiting')}>
        <h3 id={mark('dashboard-waiting')} className="mb-2 font-bold">
          {texts.waiting}
        </h3>
        {waiting}
      </section>
    </div>
  );
}

import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { PERIOD_PRESETS, rangeError, type ReportPeriod } from './periods.js';

/** What a report is filtered by; `username` and `category` empty mean all. */
export interface ReportFilter extends ReportPeriod {
  username: string;
  category: string;
}

export interface CategoryOption {
  value: string;
  labelKey: string;
}

interface ReportFiltersProps {
  value: ReportFilter;
  onApply: (filter: ReportFilter) => void;
  /** Show the member field (a team member's username). */
  member?: boolean;
  /** The category choices (none: no category field), with its label. */
  categories?: { labelKey: string; options: readonly CategoryOption[] };
}

/**
 * The filters of an agent report: a period (a preset such as last week, or a range of days), and
 * where the report has them, a member and a category. A bad range is told in words and nothing typed is lost.
 */
export function ReportFilters({ value, onApply, member, categories }: ReportFiltersProps) {
  const { t } = useTranslation();
  const id = useId();
  const [draft, setDraft] = useState(value);
  const [error, setError] = useState<string | null>(null);
  const set = (patch: Partial<ReportFilter>) => setDraft((d) => ({ ...d, ...patch }));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const problem = rangeError(draft);
    setError(problem);
    if (!problem) onApply({ ...draft, username: draft.username.trim() });
  };

  return (
    <form
      className="mb-4 flex flex-wrap items-end gap-3"
      onSubmit={submit}
      aria-label={t('agent.filters.label')}
      noValidate
    >
      <div className="flex w-full flex-col gap-1 sm:w-auto">
        <label className="label-text" htmlFor={`${id}-period`}>
          {t('agent.filters.period')}
        </label>
        <select
          id={`${id}-period`}
          className="select select-bordered select-sm"
          value={draft.period}
          onChange={(e) => set({ period: e.target.value as ReportFilter['period'] })}
        >
          {PERIOD_PRESETS.map((p) => (
            <option key={p} value={p}>
              {t(`agent.period.${p}`)}
            </option>
          ))}
          <option value="range">{t('agent.period.range')}</option>
        </select>
      </div>
      {draft.period === 'range' && (
        <>
          <div className="flex w-full flex-col gap-1 sm:w-auto">
            <label className="label-text" htmlFor={`${id}-start`}>
              {t('agent.filters.startDate')}
            </label>
            <input
              id={`${id}-start`}
              type="date"
              className="input input-bordered input-sm"
              value={draft.startDate}
              onChange={(e) => set({ startDate: e.target.value })}
            />
          </div>
          <div className="flex w-full flex-col gap-1 sm:w-auto">
            <label className="label-text" htmlFor={`${id}-end`}>
              {t('agent.filters.endDate')}
            </label>
            <input
              id={`${id}-end`}
              type="date"
              className="input input-bordered input-sm"
              value={draft.endDate}
              onChange={(e) => set({ endDate: e.target.value })}
            />
          </div>
        </>
      )}
      {member && (
        <div className="flex w-full flex-col gap-1 sm:w-auto">
          <label className="label-text" htmlFor={`${id}-member`}>
            {t('agent.filters.member')}
          </label>
          <input
            id={`${id}-member`}
            type="search"
            className="input input-bordered input-sm"
            value={draft.username}
            maxLength={64}
            autoComplete="off"
            placeholder={t('agent.filters.memberHint')}
            onChange={(e) => set({ username: e.target.value })}
          />
        </div>
      )}
      {categories && (
        <div className="flex w-full flex-col gap-1 sm:w-auto">
          <label className="label-text" htmlFor={`${id}-category`}>
            {t(categories.labelKey)}
          </label>
          <select
            id={`${id}-category`}
            className="select select-bordered select-sm"
            value={draft.category}
            onChange={(e) => set({ category: e.target.value })}
          >
            <option value="">{t('agent.filters.all')}</option>
            {categories.options.map((o) => (
              <option key={o.value} value={o.value}>
                {t(o.labelKey)}
              </option>
            ))}
          </select>
        </div>
      )}
      <button type="submit" className="btn btn-primary btn-sm">
        {t('agent.filters.search')}
      </button>
      {error && (
        <p role="alert" className="w-full text-sm text-error">
          {t(error, { max: 92 })}
        </p>
      )}
    </form>
  );
}

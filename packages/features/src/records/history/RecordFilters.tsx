import { useId, useState, type FormEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import {
  QUICK_RANGES,
  quickRange,
  rangeProblem,
  type DayRange,
  type QuickRange,
} from './day-range.js';

export interface RecordFilter<K extends string> {
  range: DayRange;
  /** The chosen type or game category; undefined for all. */
  kind: K | undefined;
}

/** The two days of a range typed by hand. */
const DAY_ENDS = ['startDate', 'endDate'] as const;

/** One labelled control of the filter row. */
function FilterCell({ id, label, children }: { id: string; label: string; children: ReactNode }) {
  return (
    <div className="form-control w-full sm:w-auto">
      <label htmlFor={id} className="label-text">
        {label}
      </label>
      {children}
    </div>
  );
}

interface RecordFiltersProps<K extends string> {
  /** Label of the type or category select. */
  kindLabel: string;
  kinds: readonly { value: K; label: string }[];
  onApply: (filter: RecordFilter<K>) => void;
}

/**
 * The records' filter form: a quick range or two days, and a type or category. A range the
 * backend would refuse is stopped here with a message, and the typed days are kept.
 * docs/product/member.md#record-filters
 */
export function RecordFilters<K extends string>({
  kindLabel,
  kinds,
  onApply,
}: RecordFiltersProps<K>) {
  const { t } = useTranslation();
  const id = useId();
  const [choice, setChoice] = useState<QuickRange>('today');
  const [custom, setCustom] = useState<DayRange>(() => quickRange('today', new Date()));
  const [kind, setKind] = useState<K | ''>('');
  const [problem, setProblem] = useState<string | null>(null);

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const range = choice === 'custom' ? custom : quickRange(choice, new Date());
    const wrong = rangeProblem(range);
    setProblem(wrong === null ? null : t(`records.filters.problem.${wrong}`));
    if (wrong === null) onApply({ range, kind: kind === '' ? undefined : kind });
  }

  return (
    <form
      className="flex flex-wrap items-end gap-3"
      aria-label={t('records.filters.label')}
      onSubmit={submit}
      noValidate
    >
      <FilterCell id={`${id}-range`} label={t('records.filters.range')}>
        <select
          id={`${id}-range`}
          className="select select-bordered select-sm"
          value={choice}
          onChange={(event) => setChoice(event.target.value as QuickRange)}
        >
          {QUICK_RANGES.map((value) => (
            <option key={value} value={value}>
              {t(`records.filters.quick.${value}`)}
            </option>
          ))}
        </select>
      </FilterCell>
      {choice === 'custom' &&
        DAY_ENDS.map((end) => (
          <FilterCell key={end} id={`${id}-${end}`} label={t(`records.filters.${end}`)}>
            <input
              id={`${id}-${end}`}
              type="date"
              className="input input-bordered input-sm"
              value={custom[end]}
              aria-invalid={problem !== null}
              aria-describedby={problem === null ? undefined : `${id}-problem`}
              onChange={(event) => setCustom({ ...custom, [end]: event.target.value })}
            />
          </FilterCell>
        ))}
      <FilterCell id={`${id}-kind`} label={kindLabel}>
        <select
          id={`${id}-kind`}
          className="select select-bordered select-sm"
          value={kind}
          onChange={(event) => setKind(event.target.value as K | '')}
        >
          <option value="">{t('records.filters.all')}</option>
          {kinds.map((k) => (
            <option key={k.value} value={k.value}>
              {k.label}
            </option>
          ))}
        </select>
      </FilterCell>
      <button type="submit" className="btn btn-primary btn-sm">
        {t('records.filters.search')}
      </button>
      {problem !== null && (
        <p id={`${id}-problem`} role="alert" className="text-error w-full text-sm">
          {problem}
        </p>
      )}
    </form>
  );
}

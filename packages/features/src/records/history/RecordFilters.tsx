import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Field, SelectField } from '@wl/widgets/forms';
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
      <SelectField
        compact
        label={t('records.filters.range')}
        value={choice}
        options={QUICK_RANGES.map((value) => ({
          value,
          label: t(`records.filters.quick.${value}`),
        }))}
        onChange={(value) => setChoice(value as QuickRange)}
      />
      {choice === 'custom' &&
        DAY_ENDS.map((end) => (
          <Field
            key={end}
            inline
            label={t(`records.filters.${end}`)}
            describedBy={problem === null ? [] : [`${id}-problem`]}
          >
            {(control) => (
              <input
                {...control}
                type="date"
                className="input input-bordered input-sm"
                value={custom[end]}
                aria-invalid={problem !== null}
                onChange={(event) => setCustom({ ...custom, [end]: event.target.value })}
              />
            )}
          </Field>
        ))}
      <SelectField
        compact
        label={kindLabel}
        value={kind}
        options={kinds}
        emptyLabel={t('records.filters.all')}
        onChange={(value) => setKind(value as K | '')}
      />
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

import { useId, useState, type FormEvent } from 'react';
import type { GameVendor } from '@wl/core';
import { useTranslation } from 'react-i18next';
import { SelectField } from '@wl/widgets/forms';

interface GameFiltersProps {
  /** The vendors to choose from; no vendor filter when undefined (a vendor's own list). */
  vendors?: readonly GameVendor[];
  vassalage: string | undefined;
  onVendor: (vassalage: string | undefined) => void;
  search: string;
  onSearch: (search: string) => void;
}

/** The vendor filter and the name search of a game list; the search applies when submitted. */
export function GameFilters({ vendors, vassalage, onVendor, search, onSearch }: GameFiltersProps) {
  const { t } = useTranslation();
  const searchId = useId();
  const [typed, setTyped] = useState(search);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSearch(typed.trim());
  };
  return (
    <div className="mb-4 flex flex-wrap items-end gap-3">
      {vendors && (
        <SelectField
          compact
          label={t('games.vendorFilter.label')}
          value={vassalage ?? ''}
          options={vendors.map((v) => ({ value: v.vassalage, label: v.displayName }))}
          emptyLabel={t('games.vendorFilter.all')}
          onChange={(value) => onVendor(value || undefined)}
        />
      )}
      <form role="search" className="flex items-end gap-2" onSubmit={submit}>
        <div className="flex flex-col gap-1">
          <label htmlFor={searchId} className="text-sm">
            {t('games.search.label')}
          </label>
          <input
            id={searchId}
            type="search"
            className="input input-sm"
            maxLength={64}
            value={typed}
            onChange={(event) => setTyped(event.target.value)}
          />
        </div>
        <button type="submit" className="btn btn-sm">
          {t('games.search.submit')}
        </button>
      </form>
    </div>
  );
}

import { useId, type FormEvent } from 'react';
import { SelectField, type SelectOption } from '@wl/widgets/forms';

interface GameFiltersViewProps {
  /** The vendor filter's choices; no vendor filter when undefined (a vendor's own list). */
  vendors?: readonly SelectOption[] | undefined;
  vassalage: string | undefined;
  /** The search's words as typed. */
  typed: string;
  texts: { vendor: string; allVendors: string; search: string; submit: string };
  /**
   * The app's handlers; the site server's copy has none: its controls do nothing until the app
   * takes their place.
   */
  onVendor?: (vassalage: string | undefined) => void;
  onType?: (typed: string) => void;
  onSubmit?: () => void;
}

const ignore = () => undefined;

/** The vendor filter and the name search of a game list, as one row of filters. */
export function GameFiltersView({
  vendors,
  vassalage,
  typed,
  texts,
  onVendor,
  onType,
  onSubmit,
}: GameFiltersViewProps) {
  const searchId = useId();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSubmit?.();
  };
  return (
    <div className="mb-4 flex flex-wrap items-end gap-3">
      {vendors && (
        <SelectField
          compact
          label={texts.vendor}
          value={vassalage ?? ''}
          options={vendors}
          emptyLabel={texts.allVendors}
          onChange={onVendor ? (value) => onVendor(value || undefined) : ignore}
        />
      )}
      <form role="search" className="flex items-end gap-2" onSubmit={submit}>
        <div className="flex flex-col gap-1">
          <label htmlFor={searchId} className="text-sm">
            {texts.search}
          </label>
          <input
            id={searchId}
            type="search"
            className="input input-sm"
            maxLength={64}
            value={typed}
            onChange={onType ? (event) => onType(event.target.value) : ignore}
          />
        </div>
        <button type="submit" className="btn btn-sm">
          {texts.submit}
        </button>
      </form>
    </div>
  );
}

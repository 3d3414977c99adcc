import { useState } from 'react';
import type { GameVendor } from '@wl/core';
import { useTranslation } from 'react-i18next';
import { GameFiltersView } from './GameFiltersView.js';

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
  const [typed, setTyped] = useState(search);
  return (
    <GameFiltersView
      vendors={vendors?.map((v) => ({ value: v.vassalage, label: v.displayName }))}
      vassalage={vassalage}
      typed={typed}
      texts={{
        vendor: t('games.vendorFilter.label'),
        allVendors: t('games.vendorFilter.all'),
        search: t('games.search.label'),
        submit: t('games.search.submit'),
      }}
      onVendor={onVendor}
      onType={setTyped}
      onSubmit={() => onSearch(typed.trim())}
    />
  );
}

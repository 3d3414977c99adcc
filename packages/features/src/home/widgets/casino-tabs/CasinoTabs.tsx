import { useId, useState, type CSSProperties, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useCdnHosts, useGameMenus, useLaunchGame, type GameVendor } from '@wl/core';
import type { WidgetProps } from '@wl/widgets';
import type { CasinoTabsSettings } from './settings.gen.js';
import { VendorCard } from './VendorCard.js';

/** Cards are h-28 (7rem) with 1rem gaps: two a row on phones, four from md up. */
const PANEL_CLASS =
  'mt-4 grid grid-cols-2 gap-4 md:grid-cols-4 min-h-[calc(var(--rows)*8rem-1rem)] md:min-h-[calc(var(--rows-md)*8rem-1rem)]';

function panelRows(cards: number): CSSProperties {
  return { '--rows': Math.ceil(cards / 2), '--rows-md': Math.ceil(cards / 4) } as CSSProperties;
}

/**
 * Casino category tabs (docs/product/routes.md#home): the categories of the settings that have
 * vendors, each with its first vendors; a card starts the launch flow for its vendor. The panel
 * keeps one row's height while the categories load, so nothing below moves.
 */
export default function CasinoTabs({ settings }: WidgetProps<CasinoTabsSettings>) {
  const { t } = useTranslation();
  const id = useId();
  const { data: menus, isLoading } = useGameMenus();
  const { imageCdn } = useCdnHosts();
  const launch = useLaunchGame();
  const tabs = settings.categories.flatMap((category) => {
    const vendors = menus?.find((menu) => menu.gameCategory === category)?.vendors ?? [];
    return vendors.length > 0
      ? [{ category, vendors: vendors.slice(0, settings.vendorsPerTab) }]
      : [];
  });
  const [chosen, setChosen] = useState<string | undefined>(undefined);
  const active = tabs.find((tab) => tab.category === chosen) ?? tabs[0];

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>): void => {
    const step = event.key === 'ArrowRight' ? 1 : event.key === 'ArrowLeft' ? -1 : 0;
    if (step === 0 || !active) return;
    event.preventDefault();
    const index = tabs.indexOf(active);
    const next = tabs[(index + step + tabs.length) % tabs.length];
    if (!next) return;
    setChosen(next.category);
    document.getElementById(`${id}-tab-${next.category}`)?.focus();
  };
  const onLaunch = (vendor: GameVendor): void => {
    void launch(vendor);
  };

  if (!isLoading && tabs.length === 0) return <section data-widget="casino-tabs" hidden />;
  return (
    <section data-widget="casino-tabs" className="mx-auto w-full max-w-7xl px-4 py-8">
      <h2 className="text-2xl font-bold">{t(settings.titleKey)}</h2>
      <div
        role="tablist"
        aria-label={t(settings.titleKey)}
        className="tabs tabs-border mt-4 h-10 flex-nowrap overflow-x-auto"
        onKeyDown={onKeyDown}
      >
        {tabs.map((tab) => {
          const selected = tab === active;
          return (
            <button
              key={tab.category}
              id={`${id}-tab-${tab.category}`}
              type="button"
              role="tab"
              aria-selected={selected}
              aria-controls={`${id}-panel`}
              tabIndex={selected ? 0 : -1}
              className={`tab whitespace-nowrap ${selected ? 'tab-active' : ''}`}
              onClick={() => setChosen(tab.category)}
            >
              {t(`nav.${tab.category}`)}
            </button>
          );
        })}
      </div>
      <div
        id={`${id}-panel`}
        role="tabpanel"
        aria-labelledby={active ? `${id}-tab-${active.category}` : undefined}
        aria-busy={isLoading}
        className={PANEL_CLASS}
        style={panelRows(settings.vendorsPerTab)}
      >
        {active?.vendors.map((vendor) => (
          <VendorCard
            key={vendor.vassalage}
            vendor={vendor}
            imageCdn={imageCdn}
            onLaunch={onLaunch}
          />
        ))}
      </div>
    </section>
  );
}

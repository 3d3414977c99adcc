import { useTranslation } from 'react-i18next';
import { useLaunchGame, type GameCategory } from '@wl/core';
import { VendorCards } from '@wl/widgets';

/** Every vendor under its category heading, in header order; a card launches without a transfer. */
export function SeamlessVendors({ categories }: { categories: readonly GameCategory[] }) {
  const { t } = useTranslation();
  // The launch flow has no transfer step: the game plays from the main wallet.
  const launch = useLaunchGame();
  if (categories.length === 0) return <p className="opacity-80">{t('seamless.empty')}</p>;
  return (
    <div className="flex flex-col gap-8">
      <p>{t('seamless.intro')}</p>
      {categories.map((category) => (
        <section
          key={category.gameCategory}
          aria-labelledby={`seamless-${category.gameCategory}`}
          data-category={category.gameCategory}
        >
          <h2 id={`seamless-${category.gameCategory}`} className="mb-3 text-xl font-bold">
            {t(`nav.${category.gameCategory}`)}
          </h2>
          <VendorCards vendors={category.vendors} onOpen={(vendor) => void launch(vendor)} />
        </section>
      ))}
    </div>
  );
}

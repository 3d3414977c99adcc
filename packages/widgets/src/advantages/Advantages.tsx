import { useTranslation } from 'react-i18next';
import { useTenant } from '@wl/core';
import type { WidgetProps } from '../define-widget.js';
import type { AdvantagesSettings } from './settings.gen.js';
import { tenantAssetUrl } from '../shared/tenant-asset-url.js';

const ICON_SIZE = 48;

/** The site's advantages, eight by default (docs/product/routes.md#home). */
export default function Advantages({ settings }: WidgetProps<AdvantagesSettings>) {
  const { t } = useTranslation();
  const { displayName } = useTenant();
  return (
    <section data-widget="advantages" className="mx-auto w-full max-w-7xl px-4 py-10">
      <h2 className="text-center text-2xl font-bold">
        {t(settings.titleKey, { name: displayName })}
      </h2>
      <ul className="mt-6 grid grid-cols-2 gap-4 md:grid-cols-4">
        {settings.items.map((item, index) => (
          <li key={item.titleKey} className="card bg-base-200 p-4 text-center">
            {item.icon ? (
              <img
                src={tenantAssetUrl(item.icon)}
                alt=""
                width={ICON_SIZE}
                height={ICON_SIZE}
                loading="lazy"
                className="mx-auto size-12"
              />
            ) : (
              <span
                aria-hidden="true"
                className="mx-auto flex size-12 items-center justify-center rounded-full bg-primary text-xl font-bold text-primary-content"
              >
                {index + 1}
              </span>
            )}
            <h3 className="mt-3 font-semibold">{t(item.titleKey)}</h3>
            <p className="mt-1 text-sm opacity-80">{t(item.textKey, { name: displayName })}</p>
          </li>
        ))}
      </ul>
    </section>
  );
}

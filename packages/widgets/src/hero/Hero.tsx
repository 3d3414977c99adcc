import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { useTenant } from '@wl/core';
import { isExternalHref, isLinkTarget } from '@wl/paths';
import type { WidgetProps } from '../define-widget.js';
import type { HeroSettings } from './settings.gen.js';
import { tenantAssetUrl } from '../shared/tenant-asset-url.js';

const ALIGN_CLASS: Record<HeroSettings['align'], string> = {
  left: 'items-start text-start',
  center: 'items-center text-center',
  right: 'items-end text-end',
};

/** A large heading with subtitle, optional background image and call to action. */
export default function Hero({ settings }: WidgetProps<HeroSettings>) {
  const { t } = useTranslation();
  const { displayName } = useTenant();
  const text = (key: string): string => t(key, { name: displayName });
  const { image, ctaHref, ctaLabelKey } = settings;

  return (
    <section
      data-widget="hero"
      className="relative overflow-hidden bg-base-200 bg-cover bg-center"
      style={image ? { backgroundImage: `url("${tenantAssetUrl(image)}")` } : undefined}
    >
      <div
        className={`mx-auto flex max-w-7xl flex-col gap-4 px-6 py-16 ${ALIGN_CLASS[settings.align]}`}
      >
        <h1 className="text-4xl font-bold">{text(settings.titleKey)}</h1>
        <p className="max-w-2xl text-lg opacity-80">{text(settings.subtitleKey)}</p>
        {ctaHref !== undefined &&
          isLinkTarget(ctaHref) &&
          ctaLabelKey !== undefined &&
          (isExternalHref(ctaHref) ? (
            <a href={ctaHref} className="btn btn-primary" target="_blank" rel="noreferrer">
              {text(ctaLabelKey)}
            </a>
          ) : (
            <Link to={ctaHref} className="btn btn-primary">
              {text(ctaLabelKey)}
            </Link>
          ))}
      </div>
    </section>
  );
}

import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useLiveModels } from '@wl/core';
import { isExternalHref } from '@wl/paths';
import type { WidgetProps } from '@wl/widgets';
import type { HotLiveStreamsSettings } from './settings.gen.js';
import { useOpenStream } from './use-open-stream.js';

/** An image address the page may load: http(s), or a path of this site. */
const loadable = (src: string | null): src is string =>
  src !== null && (isExternalHref(src) || (src.startsWith('/') && !src.startsWith('//')));

/**
 * Hosts streaming now (docs/product/routes.md#home). Cards have fixed proportions and the row keeps
 * its height while the hosts load, so nothing below moves. Not rendered while the live-stream
 * module is off (the widget's gate).
 */
export default function HotLiveStreams({ settings }: WidgetProps<HotLiveStreamsSettings>) {
  const { t } = useTranslation();
  const { data, isLoading } = useLiveModels();
  const { open, pendingId } = useOpenStream();
  const idPrefix = useId();
  const models = (data ?? []).filter((model) => model.streaming).slice(0, settings.limit);
  const placeholders = isLoading && models.length === 0 ? settings.limit : 0;
  // A host without a cover is shown by the stage picture behind the stream (their portrait).
  const pictureOf = (model: (typeof models)[number]): string | undefined =>
    loadable(model.cover) ? model.cover : loadable(model.background) ? model.background : undefined;

  return (
    <section data-widget="hot-live-streams" className="mx-auto w-full max-w-7xl px-4 py-8">
      <h2 className="text-2xl font-bold">{t(settings.titleKey)}</h2>
      {!isLoading && models.length === 0 ? (
        <p className="mt-4 opacity-80">{t('home.liveStreams.none')}</p>
      ) : (
        <ul className="mt-4 grid grid-cols-2 gap-4 md:grid-cols-4" aria-busy={isLoading}>
          {models.map((model) => (
            <li key={model.id}>
              {/* The button lies over the whole card, named by the host alone; the visible lines
                  are its description (docs/product/accessibility.md#names). */}
              <div className="card relative w-full overflow-hidden bg-base-200 text-start">
                <span className="relative block aspect-[3/4] w-full bg-base-300">
                  {pictureOf(model) !== undefined && (
                    <img
                      src={pictureOf(model)}
                      alt=""
                      width={300}
                      height={400}
                      loading="lazy"
                      className="h-full w-full object-cover"
                    />
                  )}
                  <span className="badge badge-error badge-sm absolute start-2 top-2">
                    {t('home.liveStreams.live')}
                  </span>
                  {pendingId === model.id && (
                    <span className="loading loading-spinner absolute inset-0 m-auto" />
                  )}
                </span>
                <span id={`${idPrefix}-${model.id}`} className="block p-2">
                  <span className="block h-6 truncate font-semibold">{model.name}</span>
                  <span className="block h-5 truncate text-sm opacity-80">{model.gameName}</span>
                </span>
                <button
                  type="button"
                  className="absolute inset-0 rounded-box"
                  aria-label={t('home.liveStreams.watch', { name: model.name })}
                  aria-describedby={`${idPrefix}-${model.id}`}
                  aria-busy={pendingId === model.id}
                  onClick={() => open(model)}
                />
              </div>
            </li>
          ))}
          {Array.from({ length: placeholders }, (_, index) => (
            <li key={`placeholder-${String(index)}`} aria-hidden="true">
              <span className="card block w-full overflow-hidden bg-base-200">
                <span className="block aspect-[3/4] w-full bg-base-300" />
                <span className="block p-2">
                  <span className="block h-6" />
                  <span className="block h-5" />
                </span>
              </span>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

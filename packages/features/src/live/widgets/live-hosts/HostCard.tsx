import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { LiveModelsValue } from '@wl/core';
import { resolveOnCdn } from '@wl/core';

type LiveHost = LiveModelsValue[number];

interface HostCardProps {
  host: LiveHost;
  imageCdn: string | undefined;
  /** The chat of this host is being launched. */
  opening: boolean;
  onOpen: (host: LiveHost) => void;
}

/**
 * One live host: cover (or stage picture, or initial), name and the game being streamed; a click
 * opens the stream and chat.
 */
export function HostCard({ host, imageCdn, opening, onOpen }: HostCardProps) {
  const { t } = useTranslation();
  const detailsId = useId();
  // Without a cover, the stage picture behind the stream shows the host (as on the home page).
  const picture = host.cover || host.background;
  const cover = picture ? resolveOnCdn(picture, imageCdn, window.location.origin) : undefined;
  return (
    // The button lies over the whole card and is named by the host alone; the card's visible
    // lines are its description, so the name never has to repeat them
    // (docs/product/accessibility.md#names).
    <div className="card card-border bg-base-100 relative w-full overflow-hidden text-start">
      <figure className="relative aspect-[3/4] w-full bg-base-300">
        {cover ? (
          <img
            src={cover}
            alt=""
            width={300}
            height={400}
            loading="lazy"
            className="h-full w-full object-cover"
          />
        ) : (
          <span
            className="flex h-full w-full items-center justify-center text-4xl font-bold opacity-40"
            aria-hidden="true"
          >
            {host.name.slice(0, 1)}
          </span>
        )}
        {host.streaming && (
          <span id={`${detailsId}-air`} className="badge badge-error absolute top-2 start-2">
            {t('live.onAir')}
          </span>
        )}
      </figure>
      <span id={detailsId} className="card-body p-3">
        <span className="card-title text-base">{host.name}</span>
        <span className="text-sm opacity-80">{host.gameName ?? t('live.noGame')}</span>
      </span>
      <button
        type="button"
        className="absolute inset-0 rounded-box"
        aria-label={t('live.watch', { name: host.name })}
        aria-describedby={host.streaming ? `${detailsId}-air ${detailsId}` : detailsId}
        aria-busy={opening}
        disabled={opening}
        onClick={() => onOpen(host)}
      >
        {opening && (
          <span
            className="absolute inset-0 flex items-center justify-center bg-black/40"
            role="status"
          >
            <span className="loading loading-spinner loading-lg text-white" aria-hidden="true" />
            <span className="sr-only">{t('loader.loading')}</span>
          </span>
        )}
      </button>
    </div>
  );
}

import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { LiveModelsValue } from '@wl/core';
import {
  launchLiveChat,
  useCdnHosts,
  useCurrentLanguage,
  useLiveModels,
  useTenant,
  type LaunchOpenIn,
} from '@wl/core';
import { InlineLoader, type WidgetProps } from '@wl/widgets';
import { HostCard } from './HostCard.js';
import type { LiveHostsSettings } from './settings.gen.js';

type LiveHost = LiveModelsValue[number];

/**
 * Live-streamed hosts (docs/product/games.md#live-streams): the hosts streaming now (active 1,
 * streaming 1, optionally by name), each with cover, name and game. A click opens the host's
 * stream and chat for a signed-in player (visitors get the login modal); while the chat launches
 * the card shows a loader, which a failure only hides. Not rendered while the live-stream module
 * is off (the live feature's gate).
 */
export default function LiveHosts({ settings }: WidgetProps<LiveHostsSettings>) {
  const { t } = useTranslation();
  const language = useCurrentLanguage();
  const tenant = useTenant();
  const { imageCdn, launchCdn } = useCdnHosts();
  const [name, setName] = useState('');
  const [opening, setOpening] = useState<number | null>(null);
  const search = name.trim();
  const { data, isLoading, error } = useLiveModels({
    active: 1,
    streaming: 1,
    ...(search ? { name: search } : {}),
  });
  const openIn: LaunchOpenIn = tenant.gameLaunch?.openIn ?? 'newWindow';
  const open = (host: LiveHost) => {
    setOpening(host.id);
    void launchLiveChat(host, {
      language,
      openIn,
      launchCdn,
      headerColor: tenant.theme.colors.primary,
    }).finally(() => setOpening(null));
  };
  const hosts = (data ?? []).slice(0, settings.limit);
  return (
    <section
      data-widget="live-hosts"
      className="mx-auto w-full max-w-7xl px-4 py-8"
      aria-labelledby="live-hosts-title"
    >
      <div className="mb-4 flex flex-wrap items-end justify-between gap-4">
        <h2 id="live-hosts-title" className="text-2xl font-bold">
          {t(settings.titleKey)}
        </h2>
        {settings.search && (
          <label className="input">
            <span className="sr-only">{t('live.search')}</span>
            <input
              type="search"
              value={name}
              placeholder={t('live.search')}
              onChange={(event) => setName(event.target.value)}
            />
          </label>
        )}
      </div>
      {isLoading && !data ? (
        <InlineLoader />
      ) : error ? (
        <p role="alert">{t('live.loadFailed')}</p>
      ) : hosts.length === 0 ? (
        <p>{t(search ? 'live.noMatch' : 'live.none')}</p>
      ) : (
        <ul className="grid grid-cols-2 gap-4 sm:grid-cols-3 lg:grid-cols-6">
          {hosts.map((host) => (
            <li key={host.id}>
              <HostCard
                host={host}
                imageCdn={imageCdn}
                opening={opening === host.id}
                onOpen={open}
              />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

import { useState } from 'react';
import type { GameRecord } from '@wl/core';
import { useTranslation } from 'react-i18next';
import { useFavourites, useModalStore, useModuleEnabled, useSessionStore } from '@wl/core';
import { FavouriteStar } from './FavouriteStar.js';

/**
 * The favourite star of a game: adds or removes it (docs/product/games.md#favourites). A visitor
 * who is not signed in gets the login modal; without the favourites module there is no star.
 */
export function FavouriteButton({ game }: { game: GameRecord }) {
  const { t } = useTranslation();
  const moduleOn = useModuleEnabled('GAMELOFAV3');
  const isLogin = useSessionStore((state) => state.isLogin);
  const openModal = useModalStore((state) => state.open);
  const { isFavourite, setFavourite } = useFavourites();
  const [busy, setBusy] = useState(false);
  const [failed, setFailed] = useState(false);
  if (!moduleOn) return null;
  const on = isFavourite(game.nodeId);
  const toggle = async () => {
    if (!isLogin) {
      openModal('login');
      return;
    }
    setBusy(true);
    setFailed(false);
    try {
      await setFavourite(game.nodeId, !on);
    } catch {
      setFailed(true);
    } finally {
      setBusy(false);
    }
  };
  return (
    <>
      <FavouriteStar
        on={on}
        label={t(on ? 'games.favourite.remove' : 'games.favourite.add', { name: game.gameName })}
        busy={busy}
        onToggle={() => void toggle()}
      />
      {failed && (
        <span role="alert" className="sr-only">
          {t('games.favourite.failed')}
        </span>
      )}
    </>
  );
}

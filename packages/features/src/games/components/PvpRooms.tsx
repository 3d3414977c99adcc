import { useTranslation } from 'react-i18next';
import { RetryAlert } from '@wl/widgets';
import { usePvpRooms } from '@wl/core';

interface PvpRoomsProps {
  /** The card-game vendor whose rooms to list; a hint to choose one without it. */
  vassalage: string | undefined;
  onJoin: (room: { vassalage: string; gameCode: string }) => void;
}

/** The rooms of a card-game vendor with bets, seats and state. docs/product/games.md#pvp-rooms */
export function PvpRooms({ vassalage, onJoin }: PvpRoomsProps) {
  const { t } = useTranslation();
  const { data, error, mutate } = usePvpRooms(vassalage);
  const headingId = 'pvp-rooms-heading';
  return (
    <section aria-labelledby={headingId} className="mt-8">
      <h2 id={headingId} className="mb-3 text-xl font-bold">
        {t('games.rooms.title')}
      </h2>
      {vassalage === undefined ? (
        <p className="opacity-80">{t('games.rooms.choose')}</p>
      ) : error ? (
        <RetryAlert message={t('games.loadError')} onRetry={() => void mutate()} />
      ) : data && data.length === 0 ? (
        <p className="opacity-80">{t('games.rooms.empty')}</p>
      ) : (
        <ul className="grid gap-2 sm:grid-cols-2 lg:grid-cols-4">
          {(data ?? []).map((room) => (
            <li key={room.roomId} className="card bg-base-100 p-3 shadow-sm">
              <p className="font-medium">{room.roomName}</p>
              <p className="text-sm">
                {t('games.rooms.bets', { min: room.minBet, max: room.maxBet })}
              </p>
              <p className="text-sm">
                {t('games.rooms.players', { players: room.players, max: room.maxPlayers })}
              </p>
              <p className="badge badge-sm">{t(`games.rooms.status.${room.status}`)}</p>
              <button
                type="button"
                className="btn btn-sm btn-primary mt-2"
                disabled={room.status !== 'OPEN'}
                aria-label={t('games.rooms.join', { room: room.roomName })}
                onClick={() => onJoin({ vassalage, gameCode: room.gameCode })}
              >
                {t('games.playShort')}
              </button>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

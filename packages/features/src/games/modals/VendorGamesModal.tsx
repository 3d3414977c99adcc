import { useTranslation } from 'react-i18next';
import { useLaunchGame } from '@wl/core';
import { Dialog } from '@wl/widgets';
import type { ModalComponentProps } from '../../define-feature.js';
import { AllGames } from '../components/AllGames.js';

/**
 * The popup game list of a vendor whose record says isGame VASSALAGE: its games with paging and
 * search; playing one closes the popup. docs/product/games.md#launch-branches
 */
export default function VendorGamesModal({ props, onClose }: ModalComponentProps<'vendorGames'>) {
  const { t } = useTranslation();
  const launch = useLaunchGame();
  return (
    <Dialog title={t('games.vendorGames.title', { vendor: props.displayName })} onClose={onClose}>
      <AllGames
        gameType={props.gameType}
        vassalage={props.vassalage}
        onPlay={(game) => {
          onClose();
          void launch(game);
        }}
      />
    </Dialog>
  );
}

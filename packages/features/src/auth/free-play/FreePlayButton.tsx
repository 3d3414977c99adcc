import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { accountErrorMessage, startFreePlay, useFeatureVisible } from '@wl/core';
import { paths } from '@wl/paths';
import { FormAlert } from '@wl/widgets/forms';

/**
 * Free play (docs/product/accounts.md#free-play): signs in a new trial account, closes every
 * modal and goes home. Shown only while the FREEPLAY3 module is on.
 */
export function FreePlayButton() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const visible = useFeatureVisible('FREEPLAY3');
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  if (!visible) return null;

  const play = async (): Promise<void> => {
    setBusy(true);
    setFailure(null);
    try {
      await startFreePlay();
      await navigate(paths.home());
    } catch (error) {
      setFailure(accountErrorMessage(error, t));
      setBusy(false);
    }
  };

  return (
    <>
      <FormAlert message={failure} />
      <button
        type="button"
        className="btn btn-outline btn-block"
        disabled={busy}
        onClick={() => void play()}
      >
        {t('freePlay.button')}
      </button>
    </>
  );
}

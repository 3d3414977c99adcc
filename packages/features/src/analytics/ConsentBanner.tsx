import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { ConsentBannerView } from './ConsentBannerView.js';
import { consentTexts } from './consent-texts.js';

interface ConsentBannerProps {
  onAccept: () => void;
  onDecline: () => void;
}

/** The analytics consent question in the visitor's language, both answers remembered by the caller. */
export function ConsentBanner({ onAccept, onDecline }: ConsentBannerProps) {
  const { t } = useTranslation();
  const titleId = useId();
  return (
    <ConsentBannerView texts={consentTexts(t)} titleId={titleId} answer={{ onAccept, onDecline }} />
  );
}

import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isModuleOn, useModulesStore, type Contract } from '@wl/core';
import { InlineLoader, Dialog } from '@wl/widgets';
import { FormAlert } from '@wl/widgets/forms';
import type { ModalComponentProps } from '../../define-feature.js';
import { pendingOffer } from '../contract/contract-calls.js';
import { CONTRACT_KINDS, CONTRACT_TYPES } from '../contract/contract-kinds.js';
import { TiersTable } from '../contract/TiersTable.js';
import { useContractAction } from '../contract/use-contract-action.js';

/** The first request waiting for the account's answer, over every kind whose module is on. */
async function firstWaiting(
  kindsOn: readonly (keyof typeof CONTRACT_KINDS)[],
): Promise<Contract | null> {
  for (const type of kindsOn) {
    const waiting = await pendingOffer(type);
    if (waiting) return waiting;
  }
  return null;
}

function OfferBody({ offer, onAnswered }: { offer: Contract; onAnswered: () => void }) {
  const { t } = useTranslation();
  const action = useContractAction(offer.contractType, () => undefined);
  const answer = async (accept: boolean) => {
    const ok = await action.run({
      action: accept ? 'ACCEPT' : 'REJECT',
      contractId: offer.contractId,
    });
    if (ok) onAnswered();
  };
  return (
    <div data-contract-offer={offer.contractId}>
      <FormAlert message={action.error} />
      <p className="mb-2">
        {t(
          offer.requestType === 'TERMINATE' ? 'contract.popup.termination' : 'contract.popup.offer',
          {
            kind: t(CONTRACT_KINDS[offer.contractType].labelKey),
            upline: offer.upline,
          },
        )}
      </p>
      {offer.periodType && (
        <p className="mb-2 text-sm">
          {t('contract.mine.period')}: {t(`contract.period.${offer.periodType}`)}
        </p>
      )}
      <TiersTable tiers={offer.tiers} caption={t('contract.tier.title')} />
      <div className="modal-action">
        <button
          type="button"
          className="btn btn-outline"
          disabled={action.busy}
          onClick={() => void answer(false)}
        >
          {t('contract.actions.reject')}
        </button>
        <button
          type="button"
          className="btn btn-primary"
          disabled={action.busy}
          onClick={() => void answer(true)}
        >
          {t('contract.actions.accept')}
        </button>
      </div>
    </div>
  );
}

/**
 * The contract popup of a signed-in agent (docs/product/agent.md#contract-offer-popup): the
 * request its upline sent, with accept and reject; the next waiting one follows, and the popup
 * closes when none is left.
 */
export default function ContractOfferModal({ onClose }: ModalComponentProps<'contractOffer'>) {
  const { t } = useTranslation();
  const modules = useModulesStore((state) => state);
  const kindsOn = CONTRACT_TYPES.filter((type) => isModuleOn(modules, CONTRACT_KINDS[type].module));
  const kindsKey = kindsOn.join();
  const [offer, setOffer] = useState<Contract | null | undefined>(undefined);
  const [failed, setFailed] = useState(false);

  const load = useCallback(() => {
    firstWaiting(kindsKey === '' ? [] : (kindsKey.split(',') as typeof kindsOn))
      .then((next) => {
        if (next) setOffer(next);
        else onClose();
      })
      .catch(() => setFailed(true));
  }, [kindsKey, onClose]);

  useEffect(load, [load]);

  return (
    <Dialog title={t('contract.popup.title')} onClose={onClose}>
      {failed ? (
        <FormAlert message={t('errors.system')} />
      ) : offer ? (
        <OfferBody key={offer.contractId} offer={offer} onAnswered={load} />
      ) : (
        <InlineLoader />
      )}
    </Dialog>
  );
}

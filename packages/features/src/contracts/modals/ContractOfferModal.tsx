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

/** Every request waiting for the account's answer, over the kinds whose module is on, newest first. */
async function allWaiting(kindsOn: readonly (keyof typeof CONTRACT_KINDS)[]): Promise<Contract[]> {
  const waiting = await Promise.all(kindsOn.map((type) => pendingOffer(type)));
  return waiting
    .filter((offer): offer is Contract => offer !== null)
    .sort((a, b) => b.createdAt.localeCompare(a.createdAt) || b.contractId - a.contractId);
}

function OfferBody({
  offer,
  more,
  onAnswered,
}: {
  offer: Contract;
  /** How many other requests wait after this one. */
  more: number;
  onAnswered: () => void;
}) {
  const { t } = useTranslation();
  const action = useContractAction(offer.contractType, () => undefined);
  const [confirming, setConfirming] = useState(false);
  const kind = t(CONTRACT_KINDS[offer.contractType].labelKey);
  const termination = offer.requestType === 'TERMINATE';
  const answer = async (accept: boolean) => {
    const ok = await action.run({
      action: accept ? 'ACCEPT' : 'REJECT',
      contractId: offer.contractId,
    });
    if (ok) onAnswered();
  };
  if (confirming) {
    const key = termination ? 'rejectTermination' : 'rejectOffer';
    return (
      <div data-contract-offer={offer.contractId}>
        <h3 className="mb-2 font-bold">{t(`contract.confirm.${key}.title`)}</h3>
        <p className="mb-2" data-testid="contract-consequence">
          {t(`contract.confirm.${key}.consequence`, {
            kind,
            upline: offer.upline,
            downline: offer.downline,
          })}
        </p>
        <div className="modal-action">
          <button type="button" className="btn btn-ghost" onClick={() => setConfirming(false)}>
            {t('contract.confirm.back')}
          </button>
          <button
            type="button"
            className="btn btn-error"
            disabled={action.busy}
            onClick={() => void answer(false)}
          >
            {t(`contract.confirm.${key}.confirm`)}
          </button>
        </div>
      </div>
    );
  }
  return (
    <div data-contract-offer={offer.contractId}>
      <FormAlert message={action.error} />
      {more > 0 && (
        <p role="status" className="alert alert-info mb-3 text-sm" data-testid="offers-waiting">
          {t('contract.popup.waiting', { count: more })}
        </p>
      )}
      <p className="mb-2">
        {t(termination ? 'contract.popup.termination' : 'contract.popup.offer', {
          kind,
          upline: offer.upline,
        })}
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
          onClick={() => setConfirming(true)}
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
 * newest request waiting for its answer, with accept and reject (a rejection is confirmed first)
 * and how many more wait; once it is answered the next newest follows, and the popup closes when
 * none is left.
 */
export default function ContractOfferModal({ onClose }: ModalComponentProps<'contractOffer'>) {
  const { t } = useTranslation();
  const modules = useModulesStore((state) => state);
  const kindsOn = CONTRACT_TYPES.filter((type) => isModuleOn(modules, CONTRACT_KINDS[type].module));
  const kindsKey = kindsOn.join();
  const [offers, setOffers] = useState<Contract[] | undefined>(undefined);
  const [failed, setFailed] = useState(false);

  const load = useCallback(() => {
    allWaiting(kindsKey === '' ? [] : (kindsKey.split(',') as typeof kindsOn))
      .then((next) => {
        if (next.length > 0) setOffers(next);
        else onClose();
      })
      .catch(() => setFailed(true));
  }, [kindsKey, onClose]);

  useEffect(load, [load]);

  return (
    <Dialog title={t('contract.popup.title')} onClose={onClose}>
      {failed ? (
        <FormAlert message={t('errors.system')} />
      ) : offers?.[0] ? (
        <OfferBody
          key={offers[0].contractId}
          offer={offers[0]}
          more={offers.length - 1}
          onAnswered={load}
        />
      ) : (
        <InlineLoader />
      )}
    </Dialog>
  );
}

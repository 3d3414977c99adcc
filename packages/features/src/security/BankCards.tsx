import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import {
  callEndpoint,
  ruleHint,
  ruleMessage,
  ruleRefusalMessage,
  type SecurityOverviewValue,
} from '@wl/core';
import { REAL_NAME_RULE } from '@wl/tenant-config';
import { Panel } from '@wl/widgets';
import {
  type FieldErrors,
  FormActions,
  FormAlert,
  FormDone,
  PinField,
  TextField,
  useFormState,
} from '@wl/widgets/forms';
import { securityErrorText } from './error-text.js';
import { RemoveCardDialog } from './RemoveCardDialog.js';
import { cardDigits, isCardNumber } from './security-rules.js';

type Overview = SecurityOverviewValue;
type Field = 'bankName' | 'accountName' | 'cardNumber' | 'paymentPassword';

const EMPTY: Record<Field, string> = {
  bankName: '',
  accountName: '',
  cardNumber: '',
  paymentPassword: '',
};

interface BankCardsProps {
  overview: Overview;
  onAdded: () => void;
  onRemoved: () => void;
}

/**
 * The bound bank cards, masked, each removable with the payment password, and the form that binds
 * another (with the payment password where the merchant uses one). docs/product/member.md#bank-cards
 */
export function BankCards({ overview, onAdded, onRemoved }: BankCardsProps) {
  const { t } = useTranslation();
  const [adding, setAdding] = useState(false);
  const [removing, setRemoving] = useState<Overview['bankCards'][number] | null>(null);
  const [removed, setRemoved] = useState(false);
  // A holder name the backend refuses is told under its field, the broken part named.
  const form = useFormState(EMPTY, (error): string | FieldErrors<Field> => {
    const name = ruleRefusalMessage(error, t, REAL_NAME_RULE);
    return name === null ? securityErrorText(error, t) : { accountName: name };
  });
  const { values, field } = form;
  const { bankCards, maxBankCards, paymentPassword } = overview;
  const asksPassword = paymentPassword.enabled;
  const full = bankCards.length >= maxBankCards;

  function check(): FieldErrors<Field> {
    const found: FieldErrors<Field> = {};
    const required = t('security.required');
    if (values.bankName.trim() === '') found.bankName = required;
    const holder = values.accountName.trim();
    const holderMessage = holder === '' ? required : ruleMessage(t, REAL_NAME_RULE, holder);
    if (holderMessage !== undefined) found.accountName = holderMessage;
    if (!isCardNumber(values.cardNumber)) found.cardNumber = t('security.errors.cardNumberInvalid');
    if (asksPassword && values.paymentPassword === '') found.paymentPassword = required;
    return found;
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!form.check(check())) return;
    const added = await form.send(async () => {
      await callEndpoint('security.addBankCard', {
        body: {
          bankName: values.bankName.trim(),
          accountName: values.accountName.trim(),
          cardNumber: cardDigits(values.cardNumber),
          ...(asksPassword && { paymentPassword: values.paymentPassword }),
        },
      });
    });
    if (!added) return;
    form.reset();
    setAdding(false);
    onAdded();
  }

  return (
    <Panel level={3} title={t('security.bankCards')}>
      <FormDone message={removed ? t('security.cardRemoved') : null} />
      {bankCards.length === 0 ? (
        <p>{t('security.noCards')}</p>
      ) : (
        <ul className="flex flex-col gap-2" aria-label={t('security.boundCards')}>
          {bankCards.map((card) => (
            <li
              key={card.id}
              className="bg-base-100 flex flex-wrap justify-between gap-2 rounded p-3"
            >
              <span className="font-medium">{card.bankName}</span>
              <span>{card.accountName}</span>
              <span className="font-mono">{card.maskedNumber}</span>
              <button
                type="button"
                className="btn btn-ghost btn-xs"
                aria-label={t('security.removeCardNamed', {
                  bank: card.bankName,
                  number: card.maskedNumber,
                })}
                onClick={() => {
                  setRemoved(false);
                  setRemoving(card);
                }}
              >
                {t('security.removeCard')}
              </button>
            </li>
          ))}
        </ul>
      )}
      {removing && (
        <RemoveCardDialog
          card={removing}
          paymentPassword={paymentPassword}
          onClose={() => setRemoving(null)}
          onRemoved={() => {
            setRemoving(null);
            setRemoved(true);
            onRemoved();
          }}
        />
      )}
      <p className="text-sm opacity-80">
        {t('security.cardCount', { count: bankCards.length, max: maxBankCards })}
      </p>
      {asksPassword && !paymentPassword.isSet ? (
        <p className="text-sm">{t('security.errors.paymentPasswordRequired')}</p>
      ) : full ? null : !adding ? (
        <div className="card-actions">
          <button type="button" className="btn btn-primary btn-sm" onClick={() => setAdding(true)}>
            {t('security.addCard')}
          </button>
        </div>
      ) : (
        <form
          noValidate
          onSubmit={(event) => void submit(event)}
          aria-label={t('security.addCard')}
        >
          <FormAlert message={form.failure} />
          <TextField label={t('security.bankName')} autoComplete="off" {...field('bankName')} />
          <TextField
            label={t('security.accountName')}
            autoComplete="name"
            hint={ruleHint(t, REAL_NAME_RULE)}
            {...field('accountName')}
          />
          <TextField
            label={t('security.cardNumber')}
            inputMode="numeric"
            autoComplete="off"
            {...field('cardNumber')}
          />
          {asksPassword && (
            <PinField label={t('security.paymentPassword')} {...field('paymentPassword')} />
          )}
          <FormActions
            form={form}
            submit={t('security.bindCard')}
            onCancel={() => setAdding(false)}
          />
        </form>
      )}
    </Panel>
  );
}

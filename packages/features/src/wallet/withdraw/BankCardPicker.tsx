import { useTranslation } from 'react-i18next';
import type { SecurityOverviewValue } from '@wl/core';

type BankCard = SecurityOverviewValue['bankCards'][number];

interface BankCardPickerProps {
  cards: readonly BankCard[];
  value: number | null;
  onChange: (id: number) => void;
}

/**
 * The bound bank cards to pay a withdrawal into, one to pick: bank, holder and the number masked
 * to its last four digits. docs/product/member.md#withdrawal
 */
export function BankCardPicker({ cards, value, onChange }: BankCardPickerProps) {
  const { t } = useTranslation();
  return (
    <fieldset className="mb-3">
      <legend className="mb-1 text-sm font-medium">{t('wallet.withdraw.card')}</legend>
      <div className="flex flex-col gap-2">
        {cards.map((card) => (
          <label
            key={card.id}
            className={`flex cursor-pointer items-center gap-3 rounded-box border p-3 ${
              card.id === value ? 'border-primary bg-base-200' : 'border-base-300'
            }`}
          >
            <input
              type="radio"
              name="withdraw-card"
              className="radio radio-primary radio-sm"
              checked={card.id === value}
              onChange={() => onChange(card.id)}
            />
            <span className="flex min-w-0 flex-col">
              <span className="font-medium">
                {card.bankName} {card.maskedNumber}
              </span>
              <span className="truncate text-sm opacity-80">{card.accountName}</span>
            </span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}

import { useTranslation } from 'react-i18next';
import { htmlLangOf, useCurrentLanguage, useEndpoint, useMoney } from '@wl/core';
import { InlineLoader, RetryAlert } from '@wl/widgets';
import { ConfirmForm } from '../confirm/ConfirmForm.js';
import { outcomesFor, type Withdrawal } from '../confirm/withdrawal.js';

function WithdrawalItem({
  withdrawal,
  forcedReceiptMinutes,
  onAnswered,
}: {
  withdrawal: Withdrawal;
  forcedReceiptMinutes: number;
  onAnswered: () => Promise<unknown>;
}) {
  const { t } = useTranslation();
  const money = useMoney();
  const format = (amount: number) => money.formatBackend(amount);
  const language = useCurrentLanguage();
  const time = (iso: string) =>
    new Date(iso).toLocaleString(htmlLangOf(language), { dateStyle: 'short', timeStyle: 'short' });
  const remainder = withdrawal.amount - withdrawal.receivedAmount;
  const headingId = `withdrawal-${withdrawal.transactionId}`;
  return (
    <li>
      <article
        aria-labelledby={headingId}
        data-withdrawal={withdrawal.transactionId}
        className="rounded-box border border-base-300 p-4"
      >
        <h3 id={headingId} className="font-semibold">
          {t('wallet.confirm.item', {
            id: withdrawal.transactionId,
            amount: format(withdrawal.amount),
          })}
        </h3>
        <p className="text-sm opacity-80">
          {t('wallet.confirm.requestedAt', { time: time(withdrawal.requestedAt) })}
        </p>
        {withdrawal.bankCard && (
          <p className="text-sm opacity-80">
            {t('wallet.confirm.paidInto', {
              card: `${withdrawal.bankCard.bankName} ${withdrawal.bankCard.maskedNumber}`,
            })}
          </p>
        )}
        <p className="mt-1" data-testid="withdrawal-status">
          {t(`wallet.confirm.status.${withdrawal.status}`)}
        </p>
        {(withdrawal.status === 'PARTLY_RECEIVED' || withdrawal.receivedAmount > 0) &&
          withdrawal.status !== 'FORCED_RECEIVED' && (
            <p className="text-sm">
              {t('wallet.confirm.receivedSoFar', {
                received: format(withdrawal.receivedAmount),
                remainder: format(remainder),
              })}
            </p>
          )}
        {withdrawal.status === 'NOT_RECEIVED' && withdrawal.hasProof && (
          <p className="text-sm">{t('wallet.confirm.proofSent')}</p>
        )}
        {outcomesFor(withdrawal.status).length > 0 && withdrawal.confirmBy !== null && (
          <ConfirmForm
            withdrawal={withdrawal}
            deadline={t('wallet.confirm.deadline', {
              time: time(withdrawal.confirmBy),
              minutes: forcedReceiptMinutes,
            })}
            onAnswered={onAnswered}
          />
        )}
      </article>
    </li>
  );
}

/**
 * The player's withdrawals and what they say arrived: received, partly received, not received
 * with a proof, all received; an unanswered payout counts as received after the merchant's time,
 * which the page states before every answer. docs/product/member.md#withdrawal-confirmation
 */
export default function WithdrawConfirmPage() {
  const { t } = useTranslation();
  const { data, error, mutate } = useEndpoint('wallet.withdrawals');
  if (error) return <RetryAlert message={t('wallet.loadError')} onRetry={() => void mutate()} />;
  if (data === undefined) return <InlineLoader />;
  return (
    <div className="space-y-4">
      <p className="alert alert-info text-sm">
        {t('wallet.confirm.rule', { minutes: data.forcedReceiptMinutes })}
      </p>
      {data.withdrawals.length === 0 ? (
        <p>{t('wallet.confirm.none')}</p>
      ) : (
        <ul className="space-y-3">
          {data.withdrawals.map((withdrawal) => (
            <WithdrawalItem
              key={withdrawal.transactionId}
              withdrawal={withdrawal}
              forcedReceiptMinutes={data.forcedReceiptMinutes}
              onAnswered={() => mutate()}
            />
          ))}
        </ul>
      )}
    </div>
  );
}

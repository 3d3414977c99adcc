/**
 * Payment passwords, bound bank cards and the codes e-mailed for binding an address (security.*). Seeded from fixtures/security.json.
 * docs/product/member.md#security-centre
 */
import type { SecurityAddBankCardValue } from '@wl/api';
import type { AttemptRecords } from './attempt-limit.js';
import { createSmsState, type SmsState } from './sms-codes.js';

type BankCard = SecurityAddBankCardValue;

/** fixtures/security.json */
export interface SecurityFixture {
  /** Whether the merchant uses a payment password (withdrawals, bank cards). */
  paymentPasswordEnabled: boolean;
  /** How many bank cards one account may bind. */
  maxBankCards: number;
  /** Seeded accounts by username. */
  accounts: Record<
    string,
    {
      paymentPassword?: string;
      bankCards?: { bankName: string; accountName: string; cardNumber: string; daysAgo: number }[];
    }
  >;
}

interface StoredCard extends BankCard {
  /** Digits only, to refuse the same card twice. */
  number: string;
}

interface AccountSecurity {
  paymentPassword: string | null;
  cards: StoredCard[];
}

export interface SecurityState {
  paymentPasswordEnabled: boolean;
  maxBankCards: number;
  /** By lower-cased username; an account without an entry has neither. */
  accounts: Map<string, AccountSecurity>;
  /** Wrong payment passwords by lower-cased username. */
  checks: AttemptRecords;
  nextCardId: number;
  /**
   * Codes e-mailed to addresses being bound, keyed by the lower-cased address, with the limits of
   * SMS codes (the mock sends no e-mail).
   */
  emailCodes: SmsState;
}

const DAY_MS = 24 * 60 * 60 * 1000;

/** "**** **** 5678": the last four digits only. */
export function maskCardNumber(digits: string): string {
  return `**** **** ${digits.slice(-4)}`;
}

export function seedSecurity(fixture: SecurityFixture, now: Date): SecurityState {
  let nextCardId = 1;
  const accounts = new Map(
    Object.entries(fixture.accounts).map(([username, seeded]): [string, AccountSecurity] => [
      username.toLowerCase(),
      {
        paymentPassword: seeded.paymentPassword ?? null,
        cards: (seeded.bankCards ?? []).map((card) => ({
          id: nextCardId++,
          bankName: card.bankName,
          accountName: card.accountName,
          maskedNumber: maskCardNumber(card.cardNumber),
          number: card.cardNumber,
          boundAt: new Date(now.getTime() - card.daysAgo * DAY_MS).toISOString(),
        })),
      },
    ]),
  );
  return {
    paymentPasswordEnabled: fixture.paymentPasswordEnabled,
    maxBankCards: fixture.maxBankCards,
    accounts,
    checks: new Map(),
    nextCardId,
    emailCodes: createSmsState(null),
  };
}

/** The account's entry, created empty on first use. */
export function securityOf(state: SecurityState, username: string): AccountSecurity {
  const key = username.toLowerCase();
  const existing = state.accounts.get(key);
  if (existing) return existing;
  const created: AccountSecurity = { paymentPassword: null, cards: [] };
  state.accounts.set(key, created);
  return created;
}

/** A card as the API schema shows it (without its full number). */
export function publicCard({ number: _number, ...card }: StoredCard): BankCard {
  return card;
}

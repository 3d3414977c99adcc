import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import type { ValueOf } from '@wl/api';
import { beforeEach, describe, expect, it } from 'vitest';
import { initApi } from '../api/api-context.js';
import { initI18n } from '../i18n/init-i18n.js';
import { useSessionStore } from '../stores/session-store.js';
import { bundledDictionary } from '../testing/bundled-dictionaries.js';
import {
  envelope,
  fakeBackend,
  type FakeAnswers,
  type RecordedRequest,
} from '../testing/fake-backend.js';
import { resetStores } from '../testing/reset-stores.js';
import { TestProviders } from '../testing/test-providers.js';
import { testTenant } from '../testing/test-tenant.js';
import { dispatchSocketEvent } from '../socket/socket-event-bus.js';
import { useConsolidated, useMerchantWallet, useWalletBalance } from './wallet-hooks.js';
import { useRefreshBalances } from '../money/refresh-balances.js';

const MERCHANT_WALLET = '/wps/relay/GCS_merchantWallet';
const CONSOLIDATED = '/wps/member/info/funds/consolidated';

const consolidated = (
  divtypereq: ValueOf<'wallet.consolidated'>['divtypereq'],
): ValueOf<'wallet.consolidated'> => ({
  currency: 'VND',
  totalBalance: 100,
  availableBalance: 100,
  lockedBalance: 0,
  dailysalreqtype: 0,
  divtypereq,
  contracthoursalreq: 0,
  realtimesalreqtype: 0,
});

let requests: RecordedRequest[];
let answers: FakeAnswers;

/** A fresh SWR cache per render, as after a page reload; session storage survives it. */
function wrapper() {
  const tenant = testTenant();
  const fake = fakeBackend(answers, { otherwise: () => ({ data: envelope(null) }) });
  requests = fake.requests;
  initApi(tenant, { adapter: fake.adapter });
  return ({ children }: { children: ReactNode }) => (
    <TestProviders tenant={tenant}>{children}</TestProviders>
  );
}

const urls = () => requests.map((r) => r.url);
const settle = () => new Promise((resolve) => setTimeout(resolve, 20));
const logIn = () =>
  act(() => useSessionStore.getState().setSession('tok-1', { type: 1, firstTimeLogin: false }));

beforeEach(async () => {
  resetStores();
  answers = {
    'wallet.merchantWallet': { isSingle: true, currency: 'VND' },
    'wallet.consolidated': consolidated(1),
    'wallet.balance': {
      currency: 'VND',
      currencySymbol: '₫',
      sumBalance: 5020,
      balance: [
        { accountTypeId: 2, availBalance: 5000, accountTypeName: null },
        { accountTypeId: 12, availBalance: 20, accountTypeName: 'PG' },
      ],
    },
  };
  await initI18n(testTenant(), { resources: { VI: bundledDictionary('VI') } });
});

describe('useMerchantWallet (wallet.merchantWallet)', () => {
  it('calls once and keeps the answer in session storage under merchantWallet', async () => {
    const { result } = renderHook(() => useMerchantWallet(), { wrapper: wrapper() });
    await waitFor(() => expect(result.current.data).toEqual({ isSingle: true, currency: 'VND' }));
    expect(urls()).toEqual([MERCHANT_WALLET]);
    expect(JSON.parse(sessionStorage.getItem('merchantWallet') ?? 'null')).toEqual({
      isSingle: true,
      currency: 'VND',
    });
  });

  it('uses the session copy without calling the backend', async () => {
    sessionStorage.setItem('merchantWallet', JSON.stringify({ isSingle: false, currency: 'USD' }));
    const { result } = renderHook(() => useMerchantWallet(), { wrapper: wrapper() });
    await settle();
    expect(result.current.data).toEqual({ isSingle: false, currency: 'USD' });
    expect(requests).toHaveLength(0);
  });
});

describe('useConsolidated (wallet.consolidated)', () => {
  it('makes no call while logged out', async () => {
    const { result } = renderHook(() => useConsolidated(), { wrapper: wrapper() });
    await settle();
    expect(requests).toHaveLength(0);
    expect(result.current.data).toBeUndefined();
  });

  it('loads after login with the token, caches under consolidated and reuses the copy', async () => {
    const { result } = renderHook(() => useConsolidated(), { wrapper: wrapper() });
    logIn();
    await waitFor(() => expect(result.current.data?.divtypereq).toBe(1));
    expect(requests.map((r) => [r.url, r.headers.Authorization])).toEqual([
      [CONSOLIDATED, 'tok-1'],
    ]);
    expect(JSON.parse(sessionStorage.getItem('consolidated') ?? 'null')).toMatchObject({
      divtypereq: 1,
    });

    answers['wallet.consolidated'] = consolidated(3);
    const again = renderHook(() => useConsolidated(), { wrapper: wrapper() });
    await settle();
    expect(again.result.current.data?.divtypereq).toBe(1);
    expect(requests).toHaveLength(0);
  });

  it('mutate() asks the server again and replaces the session copy', async () => {
    const { result } = renderHook(() => useConsolidated(), { wrapper: wrapper() });
    logIn();
    await waitFor(() => expect(result.current.data?.divtypereq).toBe(1));

    answers['wallet.consolidated'] = consolidated(3);
    await act(() => result.current.mutate());
    expect(result.current.data?.divtypereq).toBe(3);
    expect(JSON.parse(sessionStorage.getItem('consolidated') ?? 'null')).toMatchObject({
      divtypereq: 3,
    });
  });

  it('drops the copy on logout, so the next login loads fresh flags', async () => {
    const { result } = renderHook(() => useConsolidated(), { wrapper: wrapper() });
    logIn();
    await waitFor(() => expect(result.current.data?.divtypereq).toBe(1));

    act(() => useSessionStore.getState().logout());
    await waitFor(() => expect(result.current.data).toBeUndefined());
    expect(sessionStorage.getItem('consolidated')).toBeNull();

    answers['wallet.consolidated'] = consolidated(2);
    logIn();
    await waitFor(() => expect(result.current.data?.divtypereq).toBe(2));
    expect(urls()).toEqual([CONSOLIDATED, CONSOLIDATED]);
  });
});

describe('useWalletBalance (wallet.balance)', () => {
  it('loads the balances only while logged in', async () => {
    const { result } = renderHook(() => useWalletBalance(), { wrapper: wrapper() });
    await settle();
    expect(requests).toHaveLength(0);

    logIn();
    await waitFor(() => expect(result.current.data?.main).toBe(5000));
    expect(result.current.data).toMatchObject({ total: 5020, currencySymbol: '₫' });
    expect(result.current.data?.vendors).toEqual([
      { vassalage: 'PG', accountTypeId: 12, balance: 20 },
    ]);
    expect(requests[0]?.headers.Authorization).toBe('tok-1');
    // Every wallet, asked as public clients ask.
    expect(requests[0]?.params).toEqual({ typeId: 0 });
  });

  it('asks again, with the consolidated funds, after a money action and when the server says the balance changed', async () => {
    // Each answer read while rendering, as a component reads it (SWR renders again only for
    // what a render has read).
    const { result } = renderHook(
      () => {
        const balance = useWalletBalance().data;
        const funds = useConsolidated().data;
        return { balance, funds, refresh: useRefreshBalances() };
      },
      { wrapper: wrapper() },
    );
    logIn();
    await waitFor(() => expect(result.current.balance?.total).toBe(5020));
    await waitFor(() => expect(result.current.funds?.availableBalance).toBe(100));

    answers['wallet.balance'] = {
      currency: 'VND',
      currencySymbol: '₫',
      sumBalance: 7000,
      balance: [],
    };
    answers['wallet.consolidated'] = { ...consolidated(1), availableBalance: 7000 };
    await act(() => result.current.refresh());
    expect(result.current.balance?.total).toBe(7000);
    expect(result.current.funds?.availableBalance).toBe(7000);

    answers['wallet.balance'] = {
      currency: 'VND',
      currencySymbol: '₫',
      sumBalance: 9000,
      balance: [],
    };
    act(() => dispatchSocketEvent({ type: 'wallet.balance', data: { sumBalance: 9000 } }));
    await waitFor(() => expect(result.current.balance?.total).toBe(9000));
  });
});

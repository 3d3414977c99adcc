import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import {
  useModalStore,
  useModulesStore,
  useSessionStore,
  type PointsRedeemListValue,
} from '@wl/core';
import type { FakeAnswers, RecordedRequest } from '@wl/core/testing';
import { demoTenant } from '@wl/widgets/testing';
import { renderFeature } from '../../../test-support/index.js';
import PointMall from './PointMall.js';

type Redemption = PointsRedeemListValue['content'][number];

const redemption = (redeemId: number, status: Redemption['status'], remark: string | null) => ({
  redeemId,
  rewardId: 1,
  rewardName: 'Cash 50K',
  quantity: 1,
  points: 1000,
  status,
  remark,
  createdAt: '2030-01-01T10:00:00.000Z',
});

function backend() {
  const requests: RecordedRequest[] = [];
  let balance = 5000;
  let redemptions: Redemption[] = [redemption(11, 'APPROVED', null)];
  const answers: FakeAnswers = {
    'points.balance': () => ({
      data: {
        success: true,
        message: null,
        value: {
          balance,
          byType: [
            { type: 'live', points: 1200 },
            { type: 'rng', points: 2300 },
          ],
        },
      },
    }),
    'points.rewards': {
      pageNum: 1,
      pageSize: 50,
      totalPages: 1,
      totalElements: 2,
      content: [
        {
          rewardId: 1,
          name: 'Cash 50K',
          description: '<p>Credited at once.</p>',
          image: '/tenant-assets/rewards/cash-50k.webp',
          type: 'CASH',
          cost: 1000,
          amount: 50000,
          stock: null,
        },
        {
          rewardId: 4,
          name: 'Travel voucher',
          description: '<p>Gone.</p>',
          image: null,
          type: 'ITEM',
          cost: 2000,
          amount: null,
          stock: 0,
        },
      ],
    },
    'points.config': {
      earnRates: [
        { type: 'live', pointsPerUnit: 0.001 },
        { type: 'redeem', pointsPerUnit: 0 },
      ],
      convertRate: { pointsPerUnit: 100 },
      minConvertPoints: 100,
      expiryPeriod: 'Monthly',
    },
    'points.redeemList': (request, reply) => {
      requests.push(request);
      const status = (request.params as { status?: string }).status;
      const content = redemptions.filter((r) => !status || r.status === status);
      return reply.value({
        pageNum: 1,
        pageSize: 10,
        totalPages: 1,
        totalElements: content.length,
        content,
      });
    },
    'points.redeem': (request, reply) => {
      requests.push(request);
      const body = JSON.parse(String(request.data)) as { password: string };
      if (body.password !== 'Passw0rd!') return reply.failure('password_incorrect');
      balance -= 1000;
      redemptions = [redemption(12, 'APPLYING', null), ...redemptions];
      return reply.value({ redeemId: 12, status: 'APPLYING', balance });
    },
    'points.convert': (request, reply) => {
      requests.push(request);
      return reply.failure('points_not_enough');
    },
  };
  return { requests, answers };
}

async function renderMall({ visitor = false } = {}) {
  const { requests, answers } = backend();
  const tenant = demoTenant({ modules: { PTSYS3: true } });
  await renderFeature(
    <PointMall settings={{ titleKey: 'sections.pointMall' }} sectionId="main" />,
    {
      language: 'EN',
      tenant,
      answers,
      ...(visitor ? {} : { token: 'tok' }),
    },
  );
  act(() => {
    useModulesStore
      .getState()
      .setFromWhitelabel([{ modId: 'PTSYS3', enabled: '1' }], tenant.modules);
  });
  return requests;
}

describe('PointMall', () => {
  it('shows the balance by points type, rewards with stock, the rules and the redemptions', async () => {
    await renderMall();
    expect(screen.getByRole('heading', { level: 1, name: 'Points mall' })).toBeDefined();
    expect((await screen.findByTestId('points-balance')).textContent).toBe('5,000');
    const balance = screen.getByRole('region', { name: 'My points' });
    expect(within(balance).getByText('Slots').nextSibling?.textContent).toBe('2,300');
    const voucher = await screen.findByRole('button', { name: 'Redeem: Travel voucher' });
    expect((voucher as HTMLButtonElement).disabled).toBe(true);
    expect(voucher.textContent).toBe('Sold out');
    // A reward without a picture keeps the same square as the others, a gift drawn in it.
    const cards = screen.getAllByRole('listitem').filter((item) => item.querySelector('h3'));
    expect(cards.map((card) => card.querySelector('img') !== null)).toEqual([true, false]);
    expect(within(cards[1] as HTMLElement).getByTestId('reward-no-image').className).toMatch(
      /\baspect-square\b/,
    );
    expect(await screen.findByText('Live casino: 0.001 points per unit wagered')).toBeDefined();
    expect(screen.getByText('Unused points expire: monthly')).toBeDefined();
    const list = await screen.findByRole('table', { name: 'My redemptions' });
    expect(within(list).getByText('Approved')).toBeDefined();
  });

  it('redeems a reward with the password, then shows it In Process and the new balance', async () => {
    const requests = await renderMall();
    await userEvent.click(await screen.findByRole('button', { name: 'Redeem: Cash 50K' }));
    const dialog = screen.getByRole('dialog', { name: 'Redeem Cash 50K' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Confirm redemption' }));
    expect(within(dialog).getByRole('alert').textContent).toBe('Enter your account password.');
    await userEvent.type(within(dialog).getByLabelText('Account password'), 'wrong');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Confirm redemption' }));
    expect((await within(dialog).findByRole('alert')).textContent).toBe(
      'The password is incorrect.',
    );
    await userEvent.clear(within(dialog).getByLabelText('Account password'));
    await userEvent.type(within(dialog).getByLabelText('Account password'), 'Passw0rd!');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Confirm redemption' }));
    expect(await screen.findByText(/it is In Process until it is reviewed/)).toBeDefined();
    expect(
      JSON.parse(String(requests.filter((r) => r.endpoint === 'points.redeem').at(-1)?.data)),
    ).toEqual({
      rewardId: 1,
      quantity: 1,
      password: 'Passw0rd!',
    });
    const list = screen.getByRole('table', { name: 'My redemptions' });
    expect(await within(list).findByText('In Process')).toBeDefined();
    expect((await screen.findByTestId('points-balance')).textContent).toBe('4,000');
  });

  it('filters redemptions by status', async () => {
    const requests = await renderMall();
    await screen.findByRole('table', { name: 'My redemptions' });
    await userEvent.selectOptions(screen.getByLabelText('Status'), 'In Process');
    expect(await screen.findByText('No redemptions yet.')).toBeDefined();
    expect(requests.at(-1)?.params).toMatchObject({ status: 'APPLYING' });
  });

  it('checks the conversion before sending and words the refusal', async () => {
    const requests = await renderMall();
    const form = await screen.findByRole('region', { name: 'Convert points' });
    const points = within(form).getByLabelText<HTMLInputElement>('Points to convert');
    /** The message read with the points field. */
    const refusal = () => document.getElementById(`${points.id}-error`)?.textContent;
    await userEvent.type(points, '50');
    await userEvent.type(within(form).getByLabelText('Account password'), 'Passw0rd!');
    await userEvent.click(within(form).getByRole('button', { name: 'Convert' }));
    expect(refusal()).toBe('Convert at least 100 points.');
    // Whole points only: a fraction is refused, not rounded.
    await userEvent.clear(points);
    await userEvent.type(points, '100.5');
    await userEvent.click(within(form).getByRole('button', { name: 'Convert' }));
    expect(refusal()).toBe('Please enter a whole amount, without decimals');
    expect(points.value).toBe('100.5');
    expect(requests.some((r) => r.endpoint === 'points.convert')).toBe(false);
    await userEvent.clear(points);
    await userEvent.type(points, '500');
    await userEvent.click(within(form).getByRole('button', { name: 'Convert' }));
    expect(
      (await within(form).findByText('You do not have enough points.')).getAttribute('role'),
    ).toBe('alert');
    expect(points.value).toBe('500');
  });

  it('tells a trial account to register an account first, not to log in', async () => {
    await renderMall({ visitor: true });
    act(() =>
      useSessionStore.getState().setSession('trial-token', { type: 4, firstTimeLogin: false }),
    );
    expect(
      screen.getByText(/^Please register an account first: a trial account collects no points/),
    ).toBeDefined();
    expect(screen.queryByRole('button', { name: 'Log in' })).toBeNull();
  });

  it('asks a visitor to log in', async () => {
    await renderMall({ visitor: true });
    await userEvent.click(screen.getByRole('button', { name: 'Log in' }));
    expect(useModalStore.getState().stack.at(-1)?.id).toBe('login');
  });
});

import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import {
  useModalStore,
  useModulesStore,
  useMoney,
  useWalletBalance,
  type PromotionsListValue,
} from '@wl/core';
import type { FakeAnswers, RecordedRequest, ValueOf } from '@wl/core/testing';
import { demoTenant } from '@wl/widgets/testing';
import { renderFeature } from '../../../test-support/index.js';
import Promotions from './Promotions.js';

type Activity = PromotionsListValue[number];

const activity = (over: Partial<Activity> & Pick<Activity, 'promotionId' | 'title'>): Activity => ({
  category: 'DEPOSIT',
  kind: 'APPLY',
  content: '<p>Terms apply.</p>',
  image: null,
  startTime: null,
  endTime: null,
  status: 'JOIN',
  application: null,
  ...over,
});

const ACTIVITIES: Activity[] = [
  activity({
    promotionId: 701,
    title: 'First deposit bonus',
    category: 'NEW_PLAYER',
    image: '/promo/new.webp',
  }),
  activity({ promotionId: 702, title: 'Daily reload', kind: 'JOIN' }),
  activity({ promotionId: 301, title: 'Lucky draw', kind: 'RAFFLE', status: 'CLAIM' }),
  activity({
    promotionId: 703,
    title: 'VIP gift',
    category: 'VIP',
    status: 'REJECTED',
    application: {
      applicationId: 4,
      promotionId: 703,
      status: 'REJECTED',
      comment: '',
      imageCount: 1,
      remark: 'Blurred photo',
      createdAt: '2030-01-01T00:00:00.000Z',
    },
  }),
  activity({ promotionId: 705, title: 'Next season', status: 'COMING_SOON', kind: 'JOIN' }),
];

const PNG = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 7];

function setup() {
  const requests: RecordedRequest[] = [];
  const answers: FakeAnswers = {
    'promotions.list': (request, reply) => {
      requests.push(request);
      const category = (request.params as { category?: string } | undefined)?.category;
      return reply.value(ACTIVITIES.filter((a) => !category || a.category === category));
    },
    'promotions.apply': (request, reply) => {
      requests.push(request);
      return reply.value({
        applicationId: 9,
        promotionId: 701,
        status: 'APPLYING',
        comment: 'ok',
        imageCount: 1,
        remark: null,
        createdAt: '2030-01-01T00:00:00.000Z',
      });
    },
    'promotions.join': { promotionId: 702, status: 'JOINED' },
    'agent.claimRaffle': RAFFLE_PRIZE,
  };
  return { requests, answers };
}

const RAFFLE_PRIZE: ValueOf<'agent.claimRaffle'> = {
  promotionId: 301,
  prizeName: 'Lucky draw 100K',
  prize: { amount: 100000, currency: 'VND' },
  status: 'ISSUED',
};

/** The account's balance as the header shows it: the same call, the same formatter. */
function BalanceProbe() {
  const { format, fromBackend } = useMoney();
  const { data } = useWalletBalance();
  return data === undefined ? null : (
    <output data-testid="balance">{format(fromBackend(data.total))}</output>
  );
}

async function renderPromotions({ visitor = false } = {}) {
  const { requests, answers } = setup();
  const tenant = demoTenant({ modules: { REWCEN3: true } });
  await renderFeature(
    <Promotions settings={{ titleKey: 'sections.promotions' }} sectionId="main" />,
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
      .setFromWhitelabel([{ modId: 'REWCEN3', enabled: '1' }], tenant.modules);
  });
  return requests;
}

describe('Promotions', () => {
  it('lists activities with their statuses and filters them by category', async () => {
    const requests = await renderPromotions();
    expect(screen.getByRole('heading', { level: 1, name: 'Promotions' })).toBeDefined();
    const vip = await screen.findByRole('article', { name: 'VIP gift' });
    expect(within(vip).getByText('Rejected')).toBeDefined();
    expect(within(vip).getByText('Rejected: Blurred photo')).toBeDefined();
    expect(within(vip).getByRole('button', { name: 'Apply: VIP gift' }).textContent).toBe(
      'Apply again',
    );
    const pictured = screen.getByRole('article', { name: 'First deposit bonus' });
    // The picture shows once the image host (the start-up's permission answer) is known.
    const picture = await waitFor(() => {
      const img = pictured.querySelector('img');
      if (img === null) throw new Error('The activity has no picture yet.');
      return img;
    });
    expect([picture.getAttribute('width'), picture.getAttribute('height')]).toEqual(['800', '400']);
    expect(picture.getAttribute('alt')).toBe('');
    expect(vip.querySelector('img')).toBeNull();
    const soon = screen.getByRole('article', { name: 'Next season' });
    expect(within(soon).getByText('Coming soon')).toBeDefined();
    expect(within(soon).queryByRole('button')).toBeNull();
    expect(await screen.findAllByText('Terms apply.')).toHaveLength(ACTIVITIES.length);

    await userEvent.click(screen.getByRole('tab', { name: 'VIP exclusive' }));
    expect(screen.getByRole('tab', { name: 'VIP exclusive', selected: true })).toBeDefined();
    await waitFor(() =>
      expect(screen.queryByRole('article', { name: 'First deposit bonus' })).toBeNull(),
    );
    expect(requests.at(-1)?.params).toMatchObject({ category: 'VIP' });
    expect(screen.getAllByRole('tab')).toHaveLength(14);
  });

  it('applies with a comment and an image, refusing a fake image and an over-long comment', async () => {
    const requests = await renderPromotions();
    await userEvent.click(
      await screen.findByRole('button', { name: 'Apply: First deposit bonus' }),
    );
    const dialog = screen.getByRole('dialog', { name: 'Apply: First deposit bonus' });
    const files = within(dialog).getByLabelText('Images');
    const fake = new File([new Uint8Array([0x47, 0x49, 0x46])], 'fake.png', { type: 'image/png' });
    await userEvent.upload(files, fake);
    expect(await within(dialog).findByText('fake.png is not a png or jpg image.')).toBeDefined();

    const comment = within(dialog).getByLabelText('Comment');
    await userEvent.click(comment);
    await userEvent.paste('x'.repeat(141));
    expect(within(dialog).getByText('The comment may have at most 140 characters.')).toBeDefined();
    const send = within(dialog).getByRole('button', { name: 'Send application' });
    expect((send as HTMLButtonElement).disabled).toBe(true);
    await userEvent.type(comment, '{Backspace}');
    expect(within(dialog).getByText('140 / 140 characters')).toBeDefined();

    await userEvent.upload(
      files,
      new File([new Uint8Array(PNG)], 'receipt.png', { type: 'image/png' }),
    );
    expect(await within(dialog).findByRole('list', { name: 'Attached images' })).toBeDefined();
    await userEvent.click(send);
    expect(
      await screen.findByText('Your application was sent and is being reviewed.'),
    ).toBeDefined();
    const apply = requests.find((r) => r.endpoint === 'promotions.apply');
    expect(JSON.parse(String(apply?.data))).toEqual({
      promotionId: 701,
      comment: 'x'.repeat(140),
      images: [{ name: 'receipt.png', data: 'iVBORw0KGgoH' }],
    });
  });

  it('claims a raffle prize and says it was credited', async () => {
    await renderPromotions();
    await userEvent.click(await screen.findByRole('button', { name: 'Claim: Lucky draw' }));
    expect(
      await screen.findByText('Lucky draw 100K has been credited to your account.'),
    ).toBeDefined();
  });

  it('shows the new balance where the header shows it as soon as a raffle prize is credited', async () => {
    const { answers } = setup();
    let balance = 500_000;
    answers['wallet.balance'] = (_request, reply) =>
      reply.value({ currency: 'VND', currencySymbol: '₫', sumBalance: balance, balance: [] });
    answers['agent.claimRaffle'] = (_request, reply) => {
      balance += 100_000;
      return reply.value(RAFFLE_PRIZE);
    };
    const tenant = demoTenant({ modules: { REWCEN3: true } });
    await renderFeature(
      <>
        <BalanceProbe />
        <Promotions settings={{ titleKey: 'sections.promotions' }} sectionId="main" />
      </>,
      { language: 'EN', tenant, answers, token: 'tok' },
    );
    act(() => {
      useModulesStore
        .getState()
        .setFromWhitelabel([{ modId: 'REWCEN3', enabled: '1' }], tenant.modules);
    });
    expect(await screen.findByTestId('balance')).toHaveProperty('textContent', '₫500,000');
    await userEvent.click(await screen.findByRole('button', { name: 'Claim: Lucky draw' }));
    await waitFor(() => expect(screen.getByTestId('balance').textContent).toBe('₫600,000'));
  });

  it('asks a visitor to log in before acting', async () => {
    await renderPromotions({ visitor: true });
    await userEvent.click(await screen.findByRole('button', { name: 'Join: Daily reload' }));
    expect(useModalStore.getState().stack.at(-1)?.id).toBe('login');
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});

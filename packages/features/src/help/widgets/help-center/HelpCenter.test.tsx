import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { FakeAnswers } from '@wl/core/testing';
import { renderFeature } from '../../../test-support/index.js';
import HelpCenter from './HelpCenter.js';

const HELP = [
  {
    id: 1,
    category: 'Account',
    articles: [
      {
        id: 11,
        title: 'How do I register?',
        content: '<p>Press <strong>Register</strong>.</p><img src="x" onerror="window.hacked=1">',
      },
    ],
  },
  {
    id: 2,
    category: 'Deposits',
    articles: [
      { id: 21, title: 'How long does a deposit take?', content: '<p>A few minutes.</p>' },
    ],
  },
];

function renderHelp(answers: FakeAnswers = {}) {
  return renderFeature(<HelpCenter settings={{ titleKey: 'sections.help' }} sectionId="main" />, {
    language: 'EN',
    answers: { 'system.helpCenter': HELP, ...answers },
  });
}

describe('HelpCenter', () => {
  it("shows the first category's articles and opens an article's text, sanitized", async () => {
    const user = userEvent.setup();
    await renderHelp();
    expect(screen.getByRole('heading', { level: 1, name: 'Help centre' })).toBeDefined();
    expect(await screen.findByRole('heading', { level: 2, name: 'Account' })).toBeDefined();
    await user.click(screen.getByText('How do I register?'));
    const strong = await screen.findByText('Register');
    expect(strong.tagName).toBe('STRONG');
    const article = strong.closest('details');
    expect(article?.querySelector('[onerror]')).toBeNull();
  });

  it('switches to another category', async () => {
    const user = userEvent.setup();
    await renderHelp();
    const topics = await screen.findByRole('navigation', { name: 'Help topics' });
    await user.click(within(topics).getByRole('button', { name: 'Deposits' }));
    expect(screen.getByRole('heading', { level: 2, name: 'Deposits' })).toBeDefined();
    expect(screen.getByText('How long does a deposit take?')).toBeDefined();
    expect(
      within(topics).getByRole('button', { name: 'Deposits' }).getAttribute('aria-pressed'),
    ).toBe('true');
  });

  it('says so when the help centre cannot be loaded, and loads it again on request', async () => {
    const user = userEvent.setup();
    let calls = 0;
    await renderHelp({
      'system.helpCenter': (_request, reply) =>
        ++calls === 1 ? reply.failure() : reply.value(HELP),
    });
    const alert = await screen.findByRole('alert');
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    await waitFor(() =>
      expect(screen.getByRole('heading', { level: 2, name: 'Account' })).toBeDefined(),
    );
  });
});

import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { FakeAnswers, RecordedRequest } from '@wl/core/testing';
import { renderMemberPage } from '../test-support/index.js';
import Feedback from './Feedback.js';

async function renderFeedback(answers: FakeAnswers = {}) {
  await renderMemberPage(<Feedback />, {
    modules: ['FEEDBACK3'],
    tenant: { feedback: { minWords: 5, maxWords: 8 } },
    answers,
  });
  return screen.getByRole('textbox', { name: 'Your feedback' });
}

describe('Feedback', () => {
  it("counts the words as the player types, against the tenant's bounds", async () => {
    const user = userEvent.setup();
    const text = await renderFeedback();
    expect(screen.getByText('Please write between 5 and 8 words.')).toBeDefined();
    expect(screen.getByText('0 / 8 words')).toBeDefined();
    await user.type(text, '  Hello,   world!  ');
    expect(screen.getByText('2 / 8 words')).toBeDefined();
  });

  it('refuses a text outside the bounds, keeping it and sending nothing', async () => {
    const user = userEvent.setup();
    const sent: RecordedRequest[] = [];
    const text = await renderFeedback({
      'content.feedback': (request, reply) => {
        sent.push(request);
        return reply.value(null);
      },
    });
    await user.type(text, 'Much too short');
    await user.click(screen.getByRole('button', { name: 'Send feedback' }));
    expect(screen.getByRole('alert').textContent).toBe('Please write between 5 and 8 words.');
    expect(text.getAttribute('aria-invalid')).toBe('true');
    await user.type(text, ', and now far too long for it');
    await user.click(screen.getByRole('button', { name: 'Send feedback' }));
    expect((text as HTMLTextAreaElement).value).toBe('Much too short, and now far too long for it');
    expect(sent).toHaveLength(0);
  });

  it('sends the trimmed text with its subject and thanks the player', async () => {
    const user = userEvent.setup();
    const sent: RecordedRequest[] = [];
    const text = await renderFeedback({
      'content.feedback': (request, reply) => {
        sent.push(request);
        return reply.value(null);
      },
    });
    await user.selectOptions(screen.getByRole('combobox', { name: 'Subject' }), 'GAME');
    await user.type(text, '  The slots load very slowly  ');
    await user.click(screen.getByRole('button', { name: 'Send feedback' }));
    expect(await screen.findByText('Thank you, your feedback has been sent.')).toBeDefined();
    expect(JSON.parse(sent[0]?.data as string)).toEqual({
      category: 'GAME',
      content: 'The slots load very slowly',
    });
    expect((text as HTMLTextAreaElement).value).toBe('');
  });

  it('says when feedback comes too often, keeping the text', async () => {
    const user = userEvent.setup();
    const text = await renderFeedback({
      'content.feedback': (_request, reply) => reply.failure('feedback_too_frequent'),
    });
    await user.type(text, 'A second short message here');
    await user.click(screen.getByRole('button', { name: 'Send feedback' }));
    expect((await screen.findByRole('alert')).textContent).toBe(
      'You sent feedback a moment ago. Please wait a minute before sending more.',
    );
    expect((text as HTMLTextAreaElement).value).toBe('A second short message here');
  });
});

import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import {
  callEndpoint,
  errorMessage,
  isApiError,
  useTenant,
  type ContentFeedbackBody,
} from '@wl/core';
import { countWords, feedbackBounds } from '@wl/tenant-config';
import { Field, FormAlert, SelectField, SubmitButton, useFormState } from '@wl/widgets/forms';

type Category = ContentFeedbackBody['category'];

const CATEGORIES: readonly Category[] = [
  'SUGGESTION',
  'DEPOSIT',
  'WITHDRAWAL',
  'GAME',
  'ACCOUNT',
  'OTHER',
];

/**
 * Feedback (feedback): a category and a text within the tenant's bounds in words, counted as the
 * player types, the same way the backend counts; a refusal keeps the text. docs/product/member.md#feedback
 */
export default function Feedback() {
  const { t } = useTranslation();
  const bounds = feedbackBounds(useTenant().feedback);
  const form = useFormState<'category' | 'content'>(
    { category: 'SUGGESTION', content: '' },
    (error) =>
      isApiError(error) && error.message === 'feedback_too_frequent'
        ? t('feedback.errors.tooFrequent')
        : errorMessage(error, t),
  );
  const { category, content } = form.values;
  const [sent, setSent] = useState(false);
  const words = countWords(content);
  const outside = words < bounds.minWords || words > bounds.maxWords;
  const rule = t('feedback.rule', { min: bounds.minWords, max: bounds.maxWords });

  async function submit(event: FormEvent) {
    event.preventDefault();
    setSent(false);
    if (!form.check(outside ? { content: rule } : {})) return;
    const done = await form.send(async () => {
      await callEndpoint('content.feedback', {
        body: { category: category as Category, content: content.trim() },
      });
    });
    if (!done) return;
    form.reset(['content']);
    setSent(true);
  }

  return (
    <form
      data-page="feedback"
      className="flex max-w-2xl flex-col gap-3"
      noValidate
      onSubmit={(event) => void submit(event)}
    >
      <FormAlert message={form.failure} />
      {sent && (
        <p role="status" className="alert alert-success">
          {t('feedback.sent')}
        </p>
      )}
      <SelectField
        label={t('feedback.category')}
        value={category}
        options={CATEGORIES.map((value) => ({ value, label: t(`feedback.categories.${value}`) }))}
        onChange={(value) => form.setValue('category', value)}
      />
      <Field
        label={t('feedback.content')}
        error={form.errors.content}
        announce
        hint={
          <span className="flex justify-between gap-2">
            <span>{rule}</span>
            <span aria-live="polite" className={outside && words > 0 ? 'text-error' : undefined}>
              {t('feedback.count', { count: words, max: bounds.maxWords })}
            </span>
          </span>
        }
      >
        {(control) => (
          <textarea
            {...control}
            className={`textarea textarea-bordered min-h-40 w-full${control['aria-invalid'] ? ' textarea-error' : ''}`}
            value={content}
            onChange={(event) => {
              form.setValue('content', event.target.value);
              setSent(false);
            }}
          />
        )}
      </Field>
      <div>
        <SubmitButton busy={form.busy}>{t('feedback.submit')}</SubmitButton>
      </div>
    </form>
  );
}

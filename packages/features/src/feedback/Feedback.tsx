import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import {
  callEndpoint,
  errorMessage,
  isApiError,
  useTenant,
  type ContentFeedbackBody,
} from '@wl/core';
import { feedbackLength } from '@wl/tenant-config';
import { FormAlert } from '@wl/widgets/forms';

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
 * Feedback (feedback): a category and a text within the tenant's bounds, counted as the player
 * types; a refusal keeps the text. docs/product/member.md#feedback
 */
export default function Feedback() {
  const { t } = useTranslation();
  const id = useId();
  const bounds = feedbackLength(useTenant().feedback);
  const [category, setCategory] = useState<Category>('SUGGESTION');
  const [content, setContent] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [sent, setSent] = useState(false);
  const [busy, setBusy] = useState(false);
  const length = content.trim().length;
  const outside = length < bounds.minLength || length > bounds.maxLength;
  const rule = t('feedback.rule', { min: bounds.minLength, max: bounds.maxLength });

  async function submit(event: FormEvent) {
    event.preventDefault();
    setFailure(null);
    setSent(false);
    if (outside) {
      setProblem(rule);
      return;
    }
    setProblem(null);
    setBusy(true);
    try {
      await callEndpoint('content.feedback', { body: { category, content: content.trim() } });
      setContent('');
      setSent(true);
    } catch (error) {
      setFailure(
        isApiError(error) && error.message === 'feedback_too_frequent'
          ? t('feedback.errors.tooFrequent')
          : errorMessage(error, t),
      );
    } finally {
      setBusy(false);
    }
  }

  return (
    <form
      data-page="feedback"
      className="flex max-w-2xl flex-col gap-3"
      noValidate
      onSubmit={(event) => void submit(event)}
    >
      <FormAlert message={failure} />
      {sent && (
        <p role="status" className="alert alert-success">
          {t('feedback.sent')}
        </p>
      )}
      <div className="form-control">
        <label htmlFor={`${id}-category`} className="label-text mb-1">
          {t('feedback.category')}
        </label>
        <select
          id={`${id}-category`}
          className="select select-bordered"
          value={category}
          onChange={(event) => setCategory(event.target.value as Category)}
        >
          {CATEGORIES.map((value) => (
            <option key={value} value={value}>
              {t(`feedback.categories.${value}`)}
            </option>
          ))}
        </select>
      </div>
      <div className="form-control">
        <label htmlFor={`${id}-content`} className="label-text mb-1">
          {t('feedback.content')}
        </label>
        <textarea
          id={`${id}-content`}
          className={`textarea textarea-bordered min-h-40 ${problem === null ? '' : 'textarea-error'}`}
          value={content}
          onChange={(event) => {
            setContent(event.target.value);
            setSent(false);
          }}
          aria-invalid={problem !== null}
          aria-describedby={`${id}-rule ${id}-count${problem === null ? '' : ` ${id}-problem`}`}
        />
        <div className="mt-1 flex justify-between gap-2 text-sm">
          <span id={`${id}-rule`} className="opacity-80">
            {rule}
          </span>
          <span
            id={`${id}-count`}
            aria-live="polite"
            className={outside && length > 0 ? 'text-error' : undefined}
          >
            {t('feedback.count', { count: length, max: bounds.maxLength })}
          </span>
        </div>
        {problem !== null && (
          <p id={`${id}-problem`} role="alert" className="text-error mt-1 text-sm">
            {problem}
          </p>
        )}
      </div>
      <div>
        <button type="submit" className="btn btn-primary" disabled={busy}>
          {t('feedback.submit')}
        </button>
      </div>
    </form>
  );
}

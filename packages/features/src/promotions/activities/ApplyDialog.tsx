import { useState, type ChangeEvent, type FormEvent } from 'react';
import { createPortal } from 'react-dom';
import { useTranslation } from 'react-i18next';
import {
  APPLICATION_COMMENT_MAX,
  APPLICATION_IMAGES_MAX,
  callEndpoint,
  errorMessageIn,
} from '@wl/core';
import { Dialog } from '@wl/widgets';
import { Field, FormAlert, useFormState } from '@wl/widgets/forms';
import { addApplicationImages, fileToBase64, type PickedImages } from './application-images.js';

interface ApplyDialogProps {
  promotionId: number;
  title: string;
  onClose: () => void;
  /** After the application was kept (it is then In Process). */
  onApplied: () => void;
}

/**
 * The application for an activity: a comment of at most 140 characters and up to 3 png or jpg
 * images under 5 MB each, every file checked by its content as it is picked; a refused file is
 * named with the reason and nothing typed or attached is lost. docs/product/member.md#activity-application
 */
export function ApplyDialog({ promotionId, title, onClose, onApplied }: ApplyDialogProps) {
  const { t } = useTranslation();
  const form = useFormState({ comment: '' }, (failure) =>
    errorMessageIn(failure, t, 'promo.errors'),
  );
  const { comment } = form.values;
  const [images, setImages] = useState<File[]>([]);
  const [rejected, setRejected] = useState<PickedImages['rejected']>([]);
  const tooLong = comment.length > APPLICATION_COMMENT_MAX;

  async function pick(event: ChangeEvent<HTMLInputElement>) {
    const input = event.currentTarget;
    const picked = Array.from(input.files ?? []);
    input.value = '';
    const result = await addApplicationImages(images, picked);
    setImages(result.images);
    setRejected(result.rejected);
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (tooLong || form.busy) return;
    const sent = await form.send(async () => {
      const encoded = await Promise.all(
        images.map(async (file) => ({ name: file.name, data: await fileToBase64(file) })),
      );
      await callEndpoint('promotions.apply', {
        body: { promotionId, comment: comment.trim(), images: encoded },
      });
    });
    if (sent) onApplied();
  }

  return createPortal(
    <Dialog title={t('promo.apply.title', { title })} onClose={onClose}>
      <form className="flex flex-col gap-3" onSubmit={(e) => void submit(e)} noValidate>
        <Field
          label={t('promo.apply.comment')}
          error={
            tooLong ? t('promo.apply.commentTooLong', { max: APPLICATION_COMMENT_MAX }) : undefined
          }
          hint={
            tooLong
              ? undefined
              : t('promo.apply.commentCount', {
                  count: comment.length,
                  max: APPLICATION_COMMENT_MAX,
                })
          }
        >
          {(control) => (
            <textarea
              {...control}
              className={`textarea textarea-bordered w-full${tooLong ? ' textarea-error' : ''}`}
              value={comment}
              rows={3}
              onChange={(e) => form.setValue('comment', e.target.value)}
            />
          )}
        </Field>
        <Field
          label={t('promo.apply.images')}
          hint={t('promo.apply.imagesHint', { max: APPLICATION_IMAGES_MAX })}
        >
          {(control) => (
            <input
              {...control}
              type="file"
              multiple
              accept="image/png,image/jpeg"
              className="file-input file-input-bordered w-full"
              disabled={images.length >= APPLICATION_IMAGES_MAX}
              onChange={(e) => void pick(e)}
            />
          )}
        </Field>
        {images.length > 0 && (
          <ul aria-label={t('promo.apply.attached')} className="flex flex-col gap-1">
            {images.map((file, index) => (
              <li key={`${file.name}-${index}`} className="flex items-center justify-between gap-2">
                <span className="truncate">{file.name}</span>
                <button
                  type="button"
                  className="btn btn-ghost btn-xs"
                  aria-label={t('promo.apply.remove', { name: file.name })}
                  onClick={() => setImages(images.filter((_, i) => i !== index))}
                >
                  ✕
                </button>
              </li>
            ))}
          </ul>
        )}
        {rejected.length > 0 && (
          <ul role="alert" className="text-error text-sm">
            {rejected.map(({ name, problem }, index) => (
              <li key={`${name}-${index}`}>
                {t(`promo.apply.problem.${problem}`, { name, max: APPLICATION_IMAGES_MAX })}
              </li>
            ))}
          </ul>
        )}
        <FormAlert message={form.failure} />
        <div className="modal-action">
          <button type="button" className="btn" onClick={onClose}>
            {t('common.cancel')}
          </button>
          <button type="submit" className="btn btn-primary" disabled={tooLong || form.busy}>
            {t('promo.apply.submit')}
          </button>
        </div>
      </form>
    </Dialog>,
    document.body,
  );
}

import { useTranslation } from 'react-i18next';
import type { ChunkErrorCode } from './chunk-errors.js';

const TEXT_KEYS: Record<ChunkErrorCode, { title: string; message: string }> = {
  ChunkLoadError: {
    title: 'chunks.chunkLoadError.title',
    message: 'chunks.chunkLoadError.message',
  },
  CSS_CHUNK_LOAD_FAILED: {
    title: 'chunks.cssChunkLoadFailed.title',
    message: 'chunks.cssChunkLoadFailed.message',
  },
};

/** What the visitor sees instead of a part of the app that failed to load, with a retry. */
export function ChunkErrorScreen({ code, onRetry }: { code: ChunkErrorCode; onRetry: () => void }) {
  const { t } = useTranslation();
  const keys = TEXT_KEYS[code];
  return (
    <div
      role="alert"
      data-error={code}
      className="mx-auto flex max-w-lg flex-col items-center gap-3 px-6 py-16 text-center"
    >
      <h2 className="text-xl font-semibold">{t(keys.title)}</h2>
      <p className="opacity-80">{t(keys.message)}</p>
      <button type="button" className="btn btn-primary" onClick={onRetry}>
        {t('chunks.retry')}
      </button>
    </div>
  );
}

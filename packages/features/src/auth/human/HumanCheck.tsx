import { useCallback, useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '@wl/core';
import { loadSliderPuzzle, sliderAnswer, type SliderPuzzle } from './human-verifier.js';

/** A new puzzle may be asked for at most once per this many ms. docs/product/accounts.md#captcha */
const REFRESH_INTERVAL_MS = 1000;

interface HumanCheckProps {
  /** Changes after every attempt: each puzzle is used up by one check, so a new one is drawn. */
  round: number;
  onAnswer: (answer: string) => void;
}

/**
 * Human verification in place of the image captcha when the GEETEST3 module is on: a slider
 * puzzle whose answer the backend checks once. Keyboard players move the slider with the arrow
 * keys. docs/product/accounts.md#human-verification
 */
export function HumanCheck({ round, onAnswer }: HumanCheckProps) {
  const { t } = useTranslation();
  const hintId = useId();
  const [puzzle, setPuzzle] = useState<SliderPuzzle | null>(null);
  const [position, setPosition] = useState(0);
  const [busy, setBusy] = useState(false);
  const [resting, setResting] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const started = useRef(false);

  const load = useCallback(async (): Promise<void> => {
    started.current = true;
    setBusy(true);
    setResting(true);
    setError(null);
    setPosition(0);
    onAnswer('');
    window.setTimeout(() => setResting(false), REFRESH_INTERVAL_MS);
    try {
      setPuzzle(await loadSliderPuzzle());
    } catch (failure) {
      setPuzzle(null);
      setError(errorMessage(failure, t));
    } finally {
      setBusy(false);
    }
  }, [onAnswer, t]);

  // A check used the puzzle up: draw the next one for the next attempt.
  useEffect(() => {
    if (round > 0 && started.current) void load();
    // Only a new round draws again; `load` changes with the form's callbacks.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [round]);

  const move = (value: number): void => {
    setPosition(value);
    if (puzzle) onAnswer(value > 0 ? sliderAnswer(puzzle, value) : '');
  };

  const alert = error && (
    <p role="alert" className="text-error mt-1 text-sm">
      {error}
    </p>
  );
  if (!puzzle) {
    return (
      <div className="my-2">
        <button
          type="button"
          className="btn btn-outline w-full"
          disabled={busy}
          onClick={() => void load()}
        >
          {t('login.human.verify')}
        </button>
        {alert}
      </div>
    );
  }
  const max = puzzle.width - puzzle.piece;
  return (
    <div role="group" aria-labelledby={hintId} className="my-2 flex flex-col gap-2">
      <p id={hintId} className="text-sm">
        {t('login.human.hint')}
      </p>
      <div className="relative max-w-full" style={{ width: puzzle.width, height: puzzle.height }}>
        <img
          src={puzzle.image}
          alt={t('login.human.picture')}
          width={puzzle.width}
          height={puzzle.height}
          className="rounded"
        />
        <div
          aria-hidden="true"
          className="border-base-100 bg-primary/70 absolute rounded-md border-2 shadow"
          style={{ left: position, top: puzzle.top, width: puzzle.piece, height: puzzle.piece }}
        />
      </div>
      <input
        type="range"
        className="range range-primary range-sm"
        style={{ width: puzzle.width, maxWidth: '100%' }}
        min={0}
        max={max}
        step={1}
        value={position}
        aria-label={t('login.human.slider')}
        aria-valuetext={t('login.human.position', { position, max })}
        onChange={(event) => move(Number(event.target.value))}
      />
      <button
        type="button"
        className="btn btn-ghost btn-sm self-start"
        disabled={busy || resting}
        onClick={() => void load()}
      >
        {t('login.human.newPuzzle')}
      </button>
      {alert}
    </div>
  );
}

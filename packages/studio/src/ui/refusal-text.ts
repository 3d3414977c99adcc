import i18next from 'i18next';
import type { StudioRefusal } from '../shared/studio-api.js';

/** A refusal of the studio's server in the studio's language; undefined for any other answer. */
export function refusalText(body: string): string | undefined {
  let answer: Partial<StudioRefusal>;
  try {
    answer = JSON.parse(body) as Partial<StudioRefusal>;
  } catch {
    return undefined;
  }
  if (typeof answer.refusal !== 'string') return undefined;
  return i18next.t(`refusals.${answer.refusal}`, { code: answer.code ?? '' });
}

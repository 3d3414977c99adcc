import type { AxiosError } from 'axios';
import { describe, expect, it } from 'vitest';
import { ERROR_WORDS } from '@wl/api';
import { loadApiSchema } from '@wl/api/node';
import { BUNDLED_LANGUAGES, type BundledLanguage, type LocaleDictionary } from '@wl/tenant-config';
import { bundledDictionary } from '../testing/bundled-dictionaries.js';
import { envelopeError } from './envelope.js';
import { errorMessage } from './error-message.js';
import { DEAD_SESSION_WORDS } from './server-message-keys.js';
import { toApiError } from './to-api-error.js';

/** Words any call may answer, besides each endpoint's own `errors` in schemas/api. */
const ANY_CALL_WORDS = [...Object.values(ERROR_WORDS), ...DEAD_SESSION_WORDS];

/** Every failure word the API schema lists, with the endpoints that answer it. */
const CONTRACT_WORDS: readonly string[] = [
  ...new Set([...ANY_CALL_WORDS, ...loadApiSchema().flatMap((endpoint) => endpoint.errors ?? [])]),
].sort();

/** Words the backend uses for failures it does not explain; they read "System error". */
const UNEXPLAINED = new Set<string>([ERROR_WORDS.notFound, ERROR_WORDS.systemError]);

function lookup(dictionary: LocaleDictionary, key: string): string | undefined {
  let node: LocaleDictionary | string | undefined = dictionary;
  for (const part of key.split('.')) {
    node = typeof node === 'object' ? node[part] : undefined;
  }
  return typeof node === 'string' ? node : undefined;
}

const dictionaries = BUNDLED_LANGUAGES.map((lng) => [lng, bundledDictionary(lng)] as const);

/** The dictionary's text, or the key itself when it has none (as i18next shows a missing key). */
const translator = (dictionary: LocaleDictionary) => (key: string) =>
  lookup(dictionary, key) ?? key;

const failure = (message: string, code?: number) =>
  envelopeError(
    { success: false, message, value: null, ...(code === undefined ? {} : { code }) },
    'test.call',
  );

const axiosFailure = (init: { status?: number; code?: string; message?: string }): AxiosError =>
  ({
    isAxiosError: true,
    message: init.message ?? 'failed',
    code: init.code,
    response:
      init.status === undefined ? undefined : { status: init.status, data: '<html>busy</html>' },
  }) as unknown as AxiosError;

describe('every failure word of the API schema has a translated message', () => {
  it('the API schema lists failure words to check', () => {
    expect(CONTRACT_WORDS.length).toBeGreaterThan(40);
    expect(CONTRACT_WORDS).toEqual(expect.arrayContaining(['system_busy', 'login.not.session']));
  });

  it.each(CONTRACT_WORDS)('%s has its own sentence in VI, EN, CN and TW', (word) => {
    const error = failure(word);
    expect(error.serverMessage).toBeNull();
    if (!UNEXPLAINED.has(word)) expect(error.i18nKey).not.toBe('errors.system');
    const texts = dictionaries.map(([lng, dictionary]) => [lng, lookup(dictionary, error.i18nKey)]);
    expect(texts.filter(([, text]) => text === undefined || text.trim() === '')).toEqual([]);
  });

  it.each(dictionaries)('in %s no failure word reaches the screen as it is', (_lng, dictionary) => {
    const shown = CONTRACT_WORDS.map((word) => [
      word,
      errorMessage(failure(word), translator(dictionary)),
    ]);
    expect(shown.filter(([word, text]) => text === word || text!.includes('_'))).toEqual([]);
  });
});

describe('the failures a player meets read as sentences, never as codes', () => {
  const cases: [string, () => unknown, string][] = [
    ['system busy (#727)', () => failure('#727 system busy', 727), 'errors.systemBusy'],
    ['system busy (#727, no code field)', () => failure('#727 system busy'), 'errors.systemBusy'],
    ['a numbered failure it does not know', () => failure('#9912 upstream fault'), 'errors.system'],
    [
      'dead session (HTTP 401)',
      () => toApiError(axiosFailure({ status: 401 }), 'x'),
      'errors.sessionEnded',
    ],
    ['dead session (login.not.session)', () => failure('login.not.session'), 'errors.sessionEnded'],
    [
      'too many requests (HTTP 429)',
      () => toApiError(axiosFailure({ status: 429 }), 'x'),
      'errors.tooManyRequests',
    ],
    [
      'too many requests (word)',
      () => failure('too_many_requests'),
      'errors.phoneAuth.tooManyRequests',
    ],
    ['quota', () => failure('quota_not_sufficient'), 'errors.phoneAuth.quotaExceeded'],
    ['maintenance', () => failure('function.not.available'), 'errors.functionNotAvailable'],
    ['game maintenance', () => failure('game_maintenance'), 'errors.gameMaintenance'],
    [
      'server unavailable (HTTP 503)',
      () => toApiError(axiosFailure({ status: 503 }), 'x'),
      'errors.systemBusy',
    ],
    ['no answer', () => toApiError(axiosFailure({ code: 'ERR_NETWORK' }), 'x'), 'errors.network'],
    [
      'timeout',
      () =>
        toApiError(
          axiosFailure({ code: 'ECONNABORTED', message: 'timeout of 30000ms exceeded' }),
          'x',
        ),
      'errors.slowLoad',
    ],
    [
      'gateway timeout (HTTP 504)',
      () => toApiError(axiosFailure({ status: 504 }), 'x'),
      'errors.slowLoad',
    ],
  ];

  it.each(cases)('%s', (_name, makeError, key) => {
    const error = makeError();
    for (const [lng, dictionary] of dictionaries) {
      const text = errorMessage(error, translator(dictionary));
      expect({ lng, text }).toEqual({ lng, text: lookup(dictionary, key) });
      expect(text).not.toMatch(/#\d|\d{3}|[a-z]+_[a-z]+|\.not\./);
    }
  });

  it('a dead session is an unauthorized failure whatever its HTTP status', () => {
    for (const word of DEAD_SESSION_WORDS) expect(failure(word).kind).toBe('unauthorized');
    expect(toApiError(axiosFailure({ status: 401 }), 'x').kind).toBe('unauthorized');
  });

  it('the Vietnamese system-busy sentence is Vietnamese', () => {
    const vi = dictionaries.find(([lng]) => lng === ('VI' as BundledLanguage))![1];
    expect(errorMessage(failure('#727 system busy', 727), translator(vi))).toBe(
      lookup(vi, 'errors.systemBusy'),
    );
    expect(lookup(vi, 'errors.systemBusy')).not.toMatch(/system busy/i);
  });
});

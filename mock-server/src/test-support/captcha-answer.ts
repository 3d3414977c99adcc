/** Any answer whose body can be read as JSON (an injected or a real HTTP response). */
interface JsonAnswer {
  json<T>(): T;
}

/** Reads the characters drawn in a captcha.image answer, as a person looking at it would. */
export function readCaptcha(response: JsonAnswer): string {
  const { value } = response.json<{ value: string }>();
  const svg = Buffer.from(value.replace(/^data:image\/svg\+xml;base64,/, ''), 'base64').toString(
    'utf8',
  );
  return [...svg.matchAll(/<text[^>]*>([^<]*)<\/text>/g)].map((m) => m[1]).join('');
}

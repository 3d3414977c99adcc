/**
 * The backend's own cookies: the only ones the browser's `Cookie` header carries on to the
 * upstream. The real captcha answer is tied to the `captchaId` cookie the captcha call sets. Every
 * other cookie of the site (the app's own: the remembered username, the language, the consent…)
 * stays between the browser and the site. docs/product/backend.md#cookies
 */
export const UPSTREAM_COOKIES: readonly string[] = ['captchaId'];

/**
 * The `Cookie` header for the upstream: the browser's `name=value` pairs whose name is one of
 * `UPSTREAM_COOKIES` (names compare exactly, as browsers keep them), in the order sent; undefined
 * when none is left.
 */
export function upstreamCookie(header: string | readonly string[] | undefined): string | undefined {
  if (header === undefined) return undefined;
  const kept = [header]
    .flat()
    .flatMap((line) => line.split(';'))
    .map((pair) => pair.trim())
    .filter((pair) => {
      const equals = pair.indexOf('=');
      return equals > 0 && UPSTREAM_COOKIES.includes(pair.slice(0, equals).trim());
    });
  return kept.length > 0 ? kept.join('; ') : undefined;
}

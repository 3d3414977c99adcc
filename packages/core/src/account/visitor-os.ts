const OS_PATTERNS: readonly (readonly [RegExp, string])[] = [
  [/android/i, 'Android'],
  [/iphone|ipad|ipod/i, 'iOS'],
  [/windows/i, 'Windows'],
  [/mac os|macintosh/i, 'MacOS'],
  [/linux|cros/i, 'Linux'],
];

/** The visitor's operating system as the free-play call names it (Windows, MacOS, iOS, Android, Linux, Unknown). */
export function visitorOs(
  userAgent: string = (globalThis.navigator as Navigator | undefined)?.userAgent ?? '',
): string {
  return OS_PATTERNS.find(([pattern]) => pattern.test(userAgent))?.[1] ?? 'Unknown';
}

import { describe, expect, it } from 'vitest';
import { visitorOs } from './visitor-os.js';

describe('visitorOs', () => {
  it.each([
    ['Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36', 'Windows'],
    ['Mozilla/5.0 (Macintosh; Intel Mac OS X 14_4) AppleWebKit/605.1.15', 'MacOS'],
    ['Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15', 'iOS'],
    ['Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36', 'Android'],
    ['Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36', 'Linux'],
    ['curl/8.5.0', 'Unknown'],
  ])('names %s as %s', (userAgent, os) => {
    expect(visitorOs(userAgent)).toBe(os);
  });
});

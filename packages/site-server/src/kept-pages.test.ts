import { describe, expect, it } from 'vitest';
import { KeptPages, PAGE_KEPT_MS } from './kept-pages.js';
import { PublicAnswerCache } from './public-answer-cache.js';
import { VisitorPage } from './visitor-page.js';
import { VISITOR_ADDRESS } from './first-answers.js';
import { inlineJson } from './inline-json.js';

describe('a page kept with its start-up answers', () => {
  it('is served again until one of its answers changes or a second has passed', async () => {
    let now = 1_000;
    const answers = new PublicAnswerCache(() => now);
    const pages = new KeptPages(() => now);
    await answers.get('status', () => Promise.resolve({ status: 0 }));
    const page = new VisitorPage('<html></html>', "default-src 'self'");
    pages.keep(answers, 'saigon.localhost /', page, answers.revision);
    expect(pages.get(answers, 'saigon.localhost /')).toBe(page);
    expect(pages.get(answers, 'saigon.localhost /?lang=en')).toBeUndefined();

    // a new answer arrives: the page is assembled again
    await answers.get('permission', () => Promise.resolve({ imageCDNs: [] }));
    expect(pages.get(answers, 'saigon.localhost /')).toBeUndefined();

    pages.keep(answers, 'saigon.localhost /', page, answers.revision);
    now += PAGE_KEPT_MS;
    expect(pages.get(answers, 'saigon.localhost /')).toBeUndefined();
    // answers dropped (a development control) are a new cache: nothing kept for them
    expect(pages.get(new PublicAnswerCache(() => now), 'saigon.localhost /')).toBeUndefined();
  });

  it("names each visitor's own address where its answers name one", () => {
    const text = `<script type="application/json">{"ip":${inlineJson(VISITOR_ADDRESS)},"location":{"ip":${inlineJson(VISITOR_ADDRESS)}}}</script>`;
    const page = new VisitorPage(text, '');
    expect(page.body('198.51.100.7').toString()).toBe(
      '<script type="application/json">{"ip":"198.51.100.7","location":{"ip":"198.51.100.7"}}</script>',
    );
    expect(page.body('</script><b>').toString()).not.toContain('</script><b>');
  });
});

import { describe, expect, it } from 'vitest';
import { VISITOR_ADDRESS } from './first-answers.js';
import { inlineJson } from './inline-json.js';
import { VisitorPage } from './visitor-page.js';

describe('a page kept for every visitor', () => {
  it("names each visitor's own address, in its answers and in the blocked page it draws", () => {
    const text =
      `<div><p class="font-mono">IP: ${VISITOR_ADDRESS}</p></div>` +
      `<script type="application/json">{"ip":${inlineJson(VISITOR_ADDRESS)}}</script>`;
    const page = new VisitorPage(text, "default-src 'self'");
    expect(page.body('203.0.113.7').toString()).toBe(
      '<div><p class="font-mono">IP: 203.0.113.7</p></div>' +
        '<script type="application/json">{"ip":"203.0.113.7"}</script>',
    );
    expect(page.body('2001:db8::1').toString()).toContain('IP: 2001:db8::1</p>');
  });

  it('is sent as it is when it names no address', () => {
    const page = new VisitorPage('<p>Hello</p>', "default-src 'self'");
    expect(page.body('203.0.113.7').toString()).toBe('<p>Hello</p>');
  });
});

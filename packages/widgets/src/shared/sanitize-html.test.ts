import { describe, expect, it } from 'vitest';
import { sanitizeHtml } from './sanitize-html.js';

function sanitize(html: string): HTMLElement {
  const clean = sanitizeHtml(html);
  const holder = document.createElement('div');
  holder.innerHTML = clean;
  return holder;
}

describe('sanitizeHtml', () => {
  it('keeps formatting, headings, lists, tables and images', () => {
    const holder = sanitize(
      '<h3>Bonus</h3><p style="color:red"><b>Bold</b> <i>it</i></p><ul><li>one</li></ul>' +
        '<table><tr><td>cell</td></tr></table><img src="https://cdn.example.com/a.png" alt="A">',
    );
    expect(holder.querySelector('h3')?.textContent).toBe('Bonus');
    expect(holder.querySelector('b')?.textContent).toBe('Bold');
    expect(holder.querySelector('p')?.textContent).toBe('Bold it');
    expect(holder.querySelector('li')?.textContent).toBe('one');
    expect(holder.querySelector('td')?.textContent).toBe('cell');
    expect(holder.querySelector('img')?.getAttribute('src')).toBe('https://cdn.example.com/a.png');
  });

  it('drops style attributes, so no text can lay itself over the page', () => {
    const holder = sanitize(
      '<div style="position:fixed;inset:0;z-index:9999;background:#fff">Sign in again</div>' +
        '<p style="color:red">Bonus</p>',
    );
    expect(holder.querySelector('[style]')).toBeNull();
    expect(holder.textContent).toBe('Sign in againBonus');
  });

  it('drops scripts, event handlers, style sheets, frames and forms', () => {
    const holder = sanitize(
      '<p onclick="alert(1)" onmouseover="alert(2)">text</p><script>alert(3)</script>' +
        '<style>body{display:none}</style><iframe src="https://evil.example.com"></iframe>' +
        '<form action="https://evil.example.com"><input name="pw"><button>Go</button></form>' +
        '<svg><script>alert(4)</script></svg><img src="x" onerror="alert(5)">',
    );
    expect(holder.querySelector('script, style, iframe, form, input, button, svg')).toBeNull();
    expect(holder.querySelector('p')?.attributes).toHaveLength(0);
    expect(holder.querySelector('img')?.hasAttribute('onerror')).toBe(false);
    expect(holder.textContent).not.toContain('alert');
  });

  it('keeps links to http(s) and to routes of the site only', () => {
    const holder = sanitize(
      '<a href="javascript:alert(1)">js</a><a href=" JaVaScRiPt:alert(1)">js2</a>' +
        '<a href="data:text/html,<script>alert(1)</script>">data</a>' +
        '<a href="vbscript:msgbox(1)">vb</a><a href="/unknown-place">unknown</a>' +
        '<a href="//evil.example.com">protocol-relative</a>' +
        '<a href="/promotions">promotions</a><a href="/member?page=rewardCenter">rewards</a>' +
        '<a href="https://partner.example.com/x">partner</a>',
    );
    const hrefs = Object.fromEntries(
      [...holder.querySelectorAll('a')].map((a) => [a.textContent, a.getAttribute('href')]),
    );
    expect(hrefs).toEqual({
      js: null,
      js2: null,
      data: null,
      vb: null,
      unknown: null,
      'protocol-relative': null,
      promotions: '/promotions',
      rewards: '/member?page=rewardCenter',
      partner: 'https://partner.example.com/x',
    });
    const external = [...holder.querySelectorAll('a')].find((a) => a.textContent === 'partner');
    expect(external?.getAttribute('target')).toBe('_blank');
    expect(external?.getAttribute('rel')).toBe('noopener noreferrer');
    const internal = [...holder.querySelectorAll('a')].find((a) => a.textContent === 'promotions');
    expect(internal?.hasAttribute('target')).toBe(false);
  });

  it('keeps images only from http(s) URLs or site paths', () => {
    const holder = sanitize(
      '<img alt="a" src="/tenant-assets/a.png"><img alt="b" src="javascript:alert(1)">' +
        '<img alt="c" src="data:image/svg+xml,<svg onload=alert(1)>"><img alt="d" src="//evil.example.com/x.png">',
    );
    const sources = [...holder.querySelectorAll('img')].map((img) => img.getAttribute('src'));
    expect(sources).toEqual(['/tenant-assets/a.png', null, null, null]);
  });
});

import { afterEach, describe, expect, it } from 'vitest';
import { appContainer, revealApp } from './first-view.js';

afterEach(() => {
  revealApp();
  document.body.innerHTML = '';
});

function root(html: string): HTMLElement {
  document.body.innerHTML = `<div id="root">${html}</div>`;
  return document.getElementById('root') as HTMLElement;
}

describe('the server’s first view', () => {
  it('stays on screen while the app renders hidden beside it, then gives way in one step', () => {
    const container = root('<div data-first-view><img alt="first banner"></div>');
    const app = appContainer(container);
    expect(app).not.toBe(container);
    expect(app.hidden).toBe(true);
    expect(container.querySelector('[data-first-view]')).not.toBeNull();

    revealApp();
    expect(container.querySelector('[data-first-view]')).toBeNull();
    expect(app.hidden).toBe(false);
    expect(app.parentElement).toBe(container);
  });

  it('is not there on most pages: the app renders straight into the root', () => {
    const container = root('');
    expect(appContainer(container)).toBe(container);
    revealApp();
    expect(container.hidden).toBe(false);
  });
});

import { describe, expect, it } from 'vitest';
import { createStudioStore, hasUnsavedChanges } from './studio-store.js';

const page = () => ({
  sections: { a: { type: 'hero' }, b: { type: 'rich-text' } },
  order: ['a', 'b'],
});

describe('the studio store', () => {
  it('undoes and redoes edits in order, and forgets the redo on a new edit', () => {
    const store = createStudioStore();
    store.getState().open('jade', { 'pages/home.json': page() });
    const edit = store.getState().edit;
    edit((files) => {
      (files['pages/home.json'] as { order: string[] }).order.reverse();
    });
    edit((files) => {
      files['theme.json'] = { daisyTheme: 'dark' };
    });
    expect(store.getState().files['theme.json']).toEqual({ daisyTheme: 'dark' });

    store.getState().undo();
    expect(store.getState().files['theme.json']).toBeUndefined();
    expect(store.getState().files['pages/home.json']).toMatchObject({ order: ['b', 'a'] });
    store.getState().undo();
    expect(store.getState().files['pages/home.json']).toEqual(page());
    expect(hasUnsavedChanges(store.getState())).toBe(false);
    store.getState().undo();
    expect(store.getState().files['pages/home.json']).toEqual(page());

    store.getState().redo();
    expect(store.getState().files['pages/home.json']).toMatchObject({ order: ['b', 'a'] });
    expect(hasUnsavedChanges(store.getState())).toBe(true);
    edit((files) => {
      (files['pages/home.json'] as { order: string[] }).order.push('c');
    });
    expect(store.getState().future).toEqual([]);
    store.getState().redo();
    expect(store.getState().files['pages/home.json']).toMatchObject({ order: ['b', 'a', 'c'] });
  });

  it('keeps no step for an edit that changes nothing, and starts afresh on open', () => {
    const store = createStudioStore();
    store.getState().open('jade', { 'pages/home.json': page() });
    store.getState().edit(() => undefined);
    expect(store.getState().past).toHaveLength(0);
    store.getState().edit((files) => {
      delete files['pages/home.json'];
    });
    store.getState().setMessages([{ file: 'theme.json', pointer: '', message: 'x' }]);
    store.getState().open('saigon', {});
    expect(store.getState()).toMatchObject({ code: 'saigon', past: [], future: [], messages: [] });
  });

  it('counts a save: what is edited is then what is written', () => {
    const store = createStudioStore();
    store.getState().open('jade', {});
    store.getState().edit((files) => {
      files['menu.json'] = { header: [] };
    });
    expect(hasUnsavedChanges(store.getState())).toBe(true);
    store.getState().markSaved();
    expect(hasUnsavedChanges(store.getState())).toBe(false);
  });
});

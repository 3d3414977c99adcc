import { produce } from 'immer';
import { describe, expect, it } from 'vitest';
import { editGroup, groupNames, moveInOrder, newSectionId, readGroup } from './section-groups.js';

const files = {
  'pages/home.json': { sections: { hero: { type: 'hero' } }, order: ['hero'] },
  'layout.json': { footer: { sections: { footer: { type: 'footer' } }, order: ['footer'] } },
  'theme.json': {},
};

describe('pages and layout groups', () => {
  it('lists pages then layout groups, and reads either', () => {
    expect(groupNames(files)).toEqual([
      'pages/home.json',
      'layout.json#header',
      'layout.json#aside',
      'layout.json#footer',
    ]);
    expect(readGroup(files, 'layout.json#footer').order).toEqual(['footer']);
    expect(readGroup(files, 'layout.json#aside')).toEqual({ sections: {}, order: [] });
  });

  it('edits a layout group in place and creates a missing one', () => {
    const next = produce(files, (draft) => {
      editGroup(draft, 'layout.json#aside', (group) => {
        group.sections.menu = { type: 'side-menu' };
        group.order.push('menu');
      });
    });
    expect(next['layout.json']).toEqual({
      footer: files['layout.json'].footer,
      aside: { sections: { menu: { type: 'side-menu' } }, order: ['menu'] },
    });
  });

  it('moves ids within bounds and names new sections uniquely', () => {
    const order = ['a', 'b', 'c'];
    moveInOrder(order, 2, 0);
    expect(order).toEqual(['c', 'a', 'b']);
    moveInOrder(order, 0, 9);
    expect(order).toEqual(['a', 'b', 'c']);
    moveInOrder(order, 5, 0);
    expect(order).toEqual(['a', 'b', 'c']);
    const group = { sections: { hero: {}, 'hero-2': {} }, order: [] };
    expect(newSectionId(group, 'hero')).toBe('hero-3');
    expect(newSectionId(group, 'footer')).toBe('footer');
  });
});

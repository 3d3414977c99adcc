import { beforeEach, describe, expect, it } from 'vitest';
import { useModalStore } from './modal-store.js';

declare module './modal-store.js' {
  interface ModalRegistry {
    announcement: Record<string, never>;
    info: { text: string };
    account: { a?: number; redirect?: string };
  }
}

beforeEach(() => useModalStore.getState().closeAll());

const ids = () => useModalStore.getState().stack.map((entry) => entry.id);

describe('useModalStore', () => {
  it('stacks modals and closes the top one first', () => {
    const { open, close } = useModalStore.getState();
    open('announcement');
    open('account', { redirect: '/member' });

    expect(ids()).toEqual(['announcement', 'account']);
    expect(useModalStore.getState().stack[1]?.props).toEqual({ redirect: '/member' });

    close();
    expect(ids()).toEqual(['announcement']);
  });

  it('closes a given modal wherever it is in the stack', () => {
    const { open, close } = useModalStore.getState();
    open('login');
    open('announcement');
    open('info', { text: 'x' });

    close('announcement');
    expect(ids()).toEqual(['login', 'info']);
  });

  it('reopening a modal moves it to the top with its new props instead of duplicating it', () => {
    const { open } = useModalStore.getState();
    open('account', { a: 1 });
    open('announcement');
    open('account', { a: 2 });

    expect(ids()).toEqual(['announcement', 'account']);
    expect(useModalStore.getState().stack[1]?.props).toEqual({ a: 2 });
  });

  it('closeAll empties the stack', () => {
    useModalStore.getState().open('login');
    useModalStore.getState().open('info', { text: 'y' });
    useModalStore.getState().closeAll();
    expect(ids()).toEqual([]);
  });
});

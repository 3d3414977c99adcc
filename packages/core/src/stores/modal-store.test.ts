import { beforeEach, describe, expect, it } from 'vitest';
import { useModalStore } from './modal-store.js';

beforeEach(() => useModalStore.getState().closeAll());

const ids = () => useModalStore.getState().stack.map((entry) => entry.id);

describe('useModalStore', () => {
  it('stacks modals and closes the top one first', () => {
    const { open, close } = useModalStore.getState();
    open('announcement');
    open('login', { redirect: '/member' });

    expect(ids()).toEqual(['announcement', 'login']);
    expect(useModalStore.getState().stack[1]?.props).toEqual({ redirect: '/member' });

    close();
    expect(ids()).toEqual(['announcement']);
  });

  it('closes a given modal wherever it is in the stack', () => {
    const { open, close } = useModalStore.getState();
    open('login');
    open('register');
    open('info', { text: 'x' });

    close('register');
    expect(ids()).toEqual(['login', 'info']);
  });

  it('reopening a modal moves it to the top with its new props instead of duplicating it', () => {
    const { open } = useModalStore.getState();
    open('login', { a: 1 });
    open('register');
    open('login', { a: 2 });

    expect(ids()).toEqual(['register', 'login']);
    expect(useModalStore.getState().stack[1]?.props).toEqual({ a: 2 });
  });

  it('closeAll empties the stack', () => {
    useModalStore.getState().open('login');
    useModalStore.getState().open('changePassword');
    useModalStore.getState().closeAll();
    expect(ids()).toEqual([]);
  });
});

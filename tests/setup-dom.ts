import { afterEach } from 'vitest';
import { cleanup } from '@testing-library/react';

// jsdom has no layout: scrolling is a no-op (modals restore the scroll position on close).
window.scrollTo = () => undefined;

afterEach(() => {
  cleanup();
  sessionStorage.clear();
  localStorage.clear();
});

import { act, fireEvent, render, screen } from '@testing-library/react';
import {
  destroyIntersectionMocking,
  intersectionMockInstance,
  mockAllIsIntersecting,
  setupIntersectionMocking,
} from 'react-intersection-observer/test-utils';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { LAZY_IMAGE_THRESHOLD, LazyImage } from './LazyImage.js';

beforeEach(() => setupIntersectionMocking(vi.fn));
afterEach(() => destroyIntersectionMocking());

function slot(): HTMLElement {
  const element = document.querySelector('span');
  if (!element) throw new Error('no image slot');
  return element;
}

describe('LazyImage', () => {
  it('loads only when a tenth of its slot is on screen', () => {
    render(<LazyImage src="/img/a.png" alt="Lucky Fortune" width={160} height={120} />);
    expect(screen.queryByRole('img')).toBeNull();
    expect(intersectionMockInstance(slot()).thresholds).toEqual([LAZY_IMAGE_THRESHOLD]);
    act(() => mockAllIsIntersecting(LAZY_IMAGE_THRESHOLD));
    const image = screen.getByRole('img', { name: 'Lucky Fortune' });
    expect(image.getAttribute('src')).toBe('/img/a.png');
  });

  it('asks again once after a failure, then shows the default icon', () => {
    render(<LazyImage src="/img/broken.png" alt="Dragon Tiger" width={160} height={120} />);
    act(() => mockAllIsIntersecting(true));
    fireEvent.error(screen.getByRole('img', { name: 'Dragon Tiger' }));
    const second = screen.getByRole('img', { name: 'Dragon Tiger' });
    expect(second.tagName).toBe('IMG');
    expect(second.getAttribute('data-attempt')).toBe('2');
    fireEvent.error(second);
    const icon = screen.getByRole('img', { name: 'Dragon Tiger' });
    expect(icon.tagName.toLowerCase()).toBe('svg');
  });

  it('shows the default icon when there is no image at all', () => {
    render(<LazyImage src={null} alt="Baccarat" width={80} height={80} />);
    expect(screen.getByRole('img', { name: 'Baccarat' }).tagName.toLowerCase()).toBe('svg');
  });

  it('keeps its size before the image arrives', () => {
    render(<LazyImage src="/img/a.png" alt="Slot" width={160} height={120} />);
    expect(slot().style.aspectRatio).toBe('160 / 120');
  });
});

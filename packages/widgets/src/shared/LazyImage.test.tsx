import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import {
  destroyIntersectionMocking,
  intersectionMockInstance,
  mockAllIsIntersecting,
  setupIntersectionMocking,
} from 'react-intersection-observer/test-utils';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Responder } from '@wl/core/testing';
import { renderWithProviders } from '../test-support/index.js';
import { LAZY_IMAGE_MARGIN, LAZY_IMAGE_THRESHOLD, LazyImage } from './LazyImage.js';

/** The start-up data, reduced to its hosts (sent as is, past the API schema check). */
const permission = () => ({
  'system.permission': ((_request, reply) =>
    reply.status(200, {
      success: true,
      message: null,
      value: { imageCDNs: ['https://img.example.com'], launchGameCDNs: ['/'] },
    })) satisfies Responder<'system.permission'>,
});

beforeEach(() => setupIntersectionMocking(vi.fn));
afterEach(() => destroyIntersectionMocking());

function slot(): HTMLElement {
  const element = document.querySelector('span');
  if (!element) throw new Error('no image slot');
  return element;
}

describe('LazyImage', () => {
  it('loads only when a tenth of its slot is on screen or just below it', async () => {
    await renderWithProviders(
      <LazyImage
        src="https://cdn.example.com/a.png"
        alt="Lucky Fortune"
        width={160}
        height={120}
      />,
    );
    expect(screen.queryByRole('img')).toBeNull();
    expect(intersectionMockInstance(slot()).thresholds).toEqual([LAZY_IMAGE_THRESHOLD]);
    expect(intersectionMockInstance(slot()).rootMargin).toBe(LAZY_IMAGE_MARGIN);
    act(() => mockAllIsIntersecting(LAZY_IMAGE_THRESHOLD));
    const image = screen.getByRole('img', { name: 'Lucky Fortune' });
    expect(image.getAttribute('src')).toBe('https://cdn.example.com/a.png');
  });

  it('puts a relative address under the image host of the start-up data', async () => {
    await renderWithProviders(<LazyImage src="/img/pg.png" alt="PG" width={80} height={80} />, {
      answers: permission(),
    });
    act(() => mockAllIsIntersecting(true));
    await waitFor(() =>
      expect(screen.getByRole('img', { name: 'PG' }).getAttribute('src')).toBe(
        'https://img.example.com/img/pg.png',
      ),
    );
  });

  it('never loads an address that is not http(s)', async () => {
    await renderWithProviders(
      <LazyImage src="javascript:alert(1)" alt="Bad" width={80} height={80} />,
    );
    act(() => mockAllIsIntersecting(true));
    expect(screen.getByRole('img', { name: 'Bad' }).tagName.toLowerCase()).toBe('svg');
  });

  it('asks again once after a failure, then shows the default icon', async () => {
    await renderWithProviders(
      <LazyImage src="/img/broken.png" alt="Dragon Tiger" width={160} height={120} />,
    );
    act(() => mockAllIsIntersecting(true));
    fireEvent.error(screen.getByRole('img', { name: 'Dragon Tiger' }));
    const second = screen.getByRole('img', { name: 'Dragon Tiger' });
    expect(second.tagName).toBe('IMG');
    expect(second.getAttribute('data-attempt')).toBe('2');
    fireEvent.error(second);
    const icon = screen.getByRole('img', { name: 'Dragon Tiger' });
    expect(icon.tagName.toLowerCase()).toBe('svg');
  });

  it('shows the default icon when there is no image at all', async () => {
    await renderWithProviders(<LazyImage src={null} alt="Baccarat" width={80} height={80} />);
    expect(screen.getByRole('img', { name: 'Baccarat' }).tagName.toLowerCase()).toBe('svg');
  });

  it('keeps its size before the image arrives', async () => {
    await renderWithProviders(<LazyImage src="/img/a.png" alt="Slot" width={160} height={120} />);
    expect(slot().style.aspectRatio).toBe('160 / 120');
  });
});

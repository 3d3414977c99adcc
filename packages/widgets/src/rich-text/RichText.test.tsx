import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../test-support/render-with-providers.js';
import RichText from './RichText.js';

describe('RichText', () => {
  it('shows the translated heading and text', async () => {
    await renderWithProviders(
      <RichText
        settings={{ headingKey: 'routes.notFound', bodyKey: 'routes.comingSoonHint' }}
        sectionId="text"
      />,
      { language: 'CN' },
    );
    expect(screen.getByRole('heading', { name: '页面不存在' })).toBeDefined();
    expect(screen.getByText('我们正在准备此页面，请稍后再来。')).toBeDefined();
  });

  it('starts a new paragraph at each blank line and has no heading unless configured', async () => {
    const { container } = await renderWithProviders(
      <RichText settings={{ bodyKey: 'First paragraph.\n\nSecond paragraph.' }} sectionId="text" />,
    );
    expect(screen.queryByRole('heading')).toBeNull();
    expect([...container.querySelectorAll('p')].map((p) => p.textContent)).toEqual([
      'First paragraph.',
      'Second paragraph.',
    ]);
  });
});

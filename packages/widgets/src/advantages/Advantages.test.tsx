import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { pageWithDefaults } from '../test-support/page-with-defaults.js';
import { renderWithProviders } from '../test-support/render-with-providers.js';
import Advantages from './Advantages.js';
import type { AdvantagesSettings } from './settings.gen.js';

describe('Advantages', () => {
  it('lists eight advantages by default, under a heading with the site name', async () => {
    const page = await pageWithDefaults({
      sections: { why: { type: 'advantages', settings: {} } },
      order: ['why'],
    });
    const settings = page.sections.why?.settings as unknown as AdvantagesSettings;
    await renderWithProviders(<Advantages settings={settings} sectionId="why" />, {
      language: 'EN',
    });
    expect(
      screen.getByRole('heading', { level: 2, name: 'Why play at Demo Casino' }),
    ).toBeDefined();
    expect(screen.getAllByRole('heading', { level: 3 })).toHaveLength(8);
    expect(screen.getByText('Demo Casino never shares your personal data.')).toBeDefined();
  });
});

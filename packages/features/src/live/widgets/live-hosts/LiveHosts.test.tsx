import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderFeature } from '../../../test-support/index.js';
import LiveHosts from './LiveHosts.js';

describe('LiveHosts', () => {
  it('shows its translated heading and says the page is still being prepared', async () => {
    await renderFeature(
      <LiveHosts settings={{ titleKey: 'sections.liveHosts' }} sectionId="main" />,
      {
        language: 'EN',
      },
    );
    expect(screen.getByRole('heading', { level: 1, name: 'Live hosts' })).toBeDefined();
    expect(screen.getByText('Live hosts is coming soon')).toBeDefined();
  });

  it('takes its heading from the tenant setting', async () => {
    await renderFeature(<LiveHosts settings={{ titleKey: 'sections.home' }} sectionId="main" />, {
      language: 'EN',
    });
    expect(screen.getByRole('heading', { level: 1, name: 'Home' })).toBeDefined();
  });
});

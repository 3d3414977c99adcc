import { act, screen } from '@testing-library/react';
import {
  destroyIntersectionMocking,
  mockAllIsIntersecting,
  setupIntersectionMocking,
} from 'react-intersection-observer/test-utils';
import { describe, expect, it, vi } from 'vitest';
import { demoTenant, renderWithProviders } from '../test-support/render-with-providers.js';
import AppDownload from './AppDownload.js';

const settings = {
  titleKey: 'widgets.appDownload.title',
  subtitleKey: 'widgets.appDownload.subtitle',
};

describe('AppDownload', () => {
  it('draws a 152 px QR code and a download link for each app the tenant links', async () => {
    await renderWithProviders(<AppDownload settings={settings} sectionId="apps" />, {
      language: 'EN',
      tenant: demoTenant({
        appDownload: {
          ios: 'https://apps.example.com/ios',
          android: 'https://apps.example.com/app.apk',
        },
      }),
    });
    expect(screen.getByRole('heading', { name: 'Play Demo Casino on your phone' })).toBeDefined();
    const ios = await screen.findByRole('img', { name: 'QR code to download the iOS app' });
    await screen.findByRole('img', { name: 'QR code to download the Android app' });
    expect(ios.tagName.toLowerCase()).toBe('svg');
    expect([ios.getAttribute('width'), ios.getAttribute('height')]).toEqual(['152', '152']);
    expect(screen.getByRole('link', { name: 'Download for Android' }).getAttribute('href')).toBe(
      'https://apps.example.com/app.apk',
    );
    expect(screen.queryByRole('img', { name: /iOS Lite/ })).toBeNull();
  });

  it('works the codes out only once the block comes near the screen', async () => {
    setupIntersectionMocking(vi.fn);
    try {
      await renderWithProviders(<AppDownload settings={settings} sectionId="apps" />, {
        language: 'EN',
        tenant: demoTenant({ appDownload: { ios: 'https://apps.example.com/ios' } }),
      });
      expect(screen.getByRole('link', { name: 'Download for iOS' })).toBeDefined();
      expect(screen.queryByRole('img', { name: 'QR code to download the iOS app' })).toBeNull();
      act(() => mockAllIsIntersecting(true));
      await screen.findByRole('img', { name: 'QR code to download the iOS app' });
    } finally {
      destroyIntersectionMocking();
    }
  });

  it('shows nothing when the tenant links no app, or only unsafe addresses', async () => {
    await renderWithProviders(<AppDownload settings={settings} sectionId="apps" />, {
      language: 'EN',
      tenant: demoTenant({ appDownload: { ios: 'javascript:alert(1)' } }),
    });
    expect(screen.queryByRole('heading')).toBeNull();
    expect(screen.queryByRole('link')).toBeNull();
  });
});

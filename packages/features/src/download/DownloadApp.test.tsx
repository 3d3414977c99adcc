import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderMemberPage } from '../test-support/index.js';
import DownloadApp from './DownloadApp.js';

describe('DownloadApp', () => {
  it("shows each of the tenant's apps with its QR code and download link", async () => {
    await renderMemberPage(<DownloadApp />, {
      tenant: {
        appDownload: {
          ios: 'https://apps.example.com/ios',
          android: 'https://apps.example.com/app.apk',
        },
      },
    });
    expect(await screen.findByRole('heading', { name: 'Get the Demo Casino app' })).toBeDefined();
    const ios = screen.getByRole('link', { name: 'Download for iOS' });
    expect(ios.getAttribute('href')).toBe('https://apps.example.com/ios');
    expect(screen.getByRole('link', { name: 'Download for Android' }).getAttribute('href')).toBe(
      'https://apps.example.com/app.apk',
    );
    expect(
      await screen.findByRole('img', { name: 'QR code to download the iOS app' }),
    ).toBeDefined();
    expect(screen.queryByRole('link', { name: 'Download for iOS Lite' })).toBeNull();
  });

  it('says so when the tenant offers no app', async () => {
    await renderMemberPage(<DownloadApp />);
    expect(screen.getByText('No app is offered for this site yet.')).toBeDefined();
  });
});

import { screen } from '@testing-library/react';
import { bundledDictionaries } from '@wl/core/testing';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../test-support/render-with-providers.js';
import Footer from './Footer.js';

describe('Footer', () => {
  it("shows the 18+ warning, the operator's copyright in the page's language and the platform's line", async () => {
    const dictionaries = bundledDictionaries();
    dictionaries.VI = {
      ...dictionaries.VI,
      tenant: { footer: { copyright: '© Demo Casino. Giấy phép quốc tế.' } },
    };
    await renderWithProviders(
      <Footer
        settings={{ showAgeWarning: true, copyrightKey: 'tenant.footer.copyright', links: [] }}
        sectionId="footer"
      />,
      { language: 'VI', dictionaries },
    );
    expect(screen.getByText('18+')).toBeDefined();
    expect(screen.getByText('© Demo Casino. Giấy phép quốc tế.')).toBeDefined();
    expect(
      screen.getByText(`© ${new Date().getFullYear()} Demo Casino. Bảo lưu mọi quyền.`),
    ).toBeDefined();
  });

  it("shows no operator's line without a copyright key", async () => {
    await renderWithProviders(
      <Footer
        settings={{ showAgeWarning: true, copyrightKey: '', links: [] }}
        sectionId="footer"
      />,
      { language: 'EN' },
    );
    expect(screen.getByText('Players must be 18 or over. Please play responsibly.')).toBeDefined();
    expect(screen.getAllByRole('paragraph')).toHaveLength(2);
    expect(
      screen.getByText(`© ${new Date().getFullYear()} Demo Casino. All rights reserved.`),
    ).toBeDefined();
  });

  it('can hide the age warning', async () => {
    await renderWithProviders(
      <Footer
        settings={{ showAgeWarning: false, copyrightKey: '', links: [] }}
        sectionId="footer"
      />,
    );
    expect(screen.queryByText('18+')).toBeNull();
  });

  it('shows configured links with translated labels; external links open in a new tab', async () => {
    await renderWithProviders(
      <Footer
        settings={{
          showAgeWarning: true,
          copyrightKey: '',
          links: [
            { labelKey: 'nav.PROMO', href: '/promotions' },
            { labelKey: 'sideMenu.customerService', href: 'https://help.example.com' },
          ],
        }}
        sectionId="footer"
      />,
      { language: 'EN' },
    );
    expect(screen.getByRole('link', { name: 'Promotions' }).getAttribute('href')).toBe(
      '/promotions',
    );
    const external = screen.getByRole('link', { name: 'Customer service' });
    expect(external.getAttribute('href')).toBe('https://help.example.com');
    expect(external.getAttribute('target')).toBe('_blank');
  });

  it('leaves out a link that is neither http(s) nor a route (javascript:, unknown path)', async () => {
    await renderWithProviders(
      <Footer
        settings={{
          showAgeWarning: false,
          copyrightKey: '',
          links: [
            { labelKey: 'nav.PROMO', href: 'javascript:alert(document.cookie)' },
            { labelKey: 'sideMenu.customerService', href: 'www.example.com' },
          ],
        }}
        sectionId="footer"
      />,
      { language: 'EN' },
    );
    expect(screen.queryAllByRole('link')).toEqual([]);
  });
});

import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { demoTenant, renderApp } from '../test-support/render-app.js';

describe('start-up by system status', () => {
  it('shows the branded loader until the status is known, then the app for status 0', async () => {
    const { apiPaths } = await renderApp({ status: { status: 0, maintenanceEnd: null, ip: '' } });
    expect(document.querySelector('[data-loader="branded"]')).not.toBeNull();
    expect(screen.getByRole('status').textContent).toContain('Đang tải');

    expect(await screen.findByRole('heading', { name: 'Trang chủ' })).toBeDefined();
    expect(document.querySelector('[data-loader="branded"]')).toBeNull();
    await waitFor(() =>
      expect(apiPaths).toEqual(
        expect.arrayContaining(['/wps/system/whitelabel', '/wps/system/domainRoute']),
      ),
    );
  });

  it('shows the maintenance page with its end time for status 1, and not the app', async () => {
    const { apiPaths } = await renderApp({
      language: 'EN',
      status: { status: 1, maintenanceEnd: '2030-05-15T12:00:00Z', ip: '203.0.113.7' },
    });
    expect(await screen.findByRole('heading', { name: 'System maintenance' })).toBeDefined();
    expect((await screen.findByTestId('maintenance-end')).textContent).toMatch(/May\s15,\s2030/);
    expect(screen.getByRole('button', { name: 'Contact customer service' })).toBeDefined();
    expect(document.querySelector('[data-widget="header"]')).toBeNull();
    expect(apiPaths).not.toContain('/wps/system/whitelabel');
  });

  it("shows the blocked page with the visitor's IP address for status 2", async () => {
    await renderApp({
      language: 'EN',
      status: { status: 2, maintenanceEnd: null, ip: '198.51.100.23' },
    });
    expect(await screen.findByRole('heading', { name: 'Access restricted' })).toBeDefined();
    expect((await screen.findByTestId('blocked-ip')).textContent).toBe(
      'Your IP address: 198.51.100.23',
    );
    expect(document.querySelector('[data-layout]')).toBeNull();
  });

  it('still shows the maintenance view when the tenant has no maintenance page', async () => {
    const tenant = demoTenant();
    tenant.pages = { home: tenant.pages.home! };
    await renderApp({
      tenant,
      language: 'EN',
      status: { status: 1, maintenanceEnd: null, ip: '' },
    });
    expect(await screen.findByRole('heading', { name: 'System maintenance' })).toBeDefined();
  });

  it('says the network failed when the status cannot be read, and tries again on request', async () => {
    const user = userEvent.setup();
    await renderApp({ language: 'EN', statusFailures: 1 });
    expect(await screen.findByText('Network link is abnormal, please try again')).toBeDefined();
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { name: 'Home' })).toBeDefined();
  });
});

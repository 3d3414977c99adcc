import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { demoTenant } from '@wl/widgets/testing';
import { renderFeature } from '../../../test-support/index.js';
import Maintenance from './Maintenance.js';

const END = '2030-05-15T12:00:00Z';

afterEach(() => {
  vi.restoreAllMocks();
});

describe('Maintenance', () => {
  it('explains the maintenance in two lines plus thanks in Vietnamese, with the end time', async () => {
    await renderFeature(<Maintenance settings={{}} sectionId="maintenance" />, {
      language: 'VI',
      status: { status: 1, maintenanceEnd: END, ip: '203.0.113.7' },
    });
    expect(screen.getByRole('heading', { name: 'Hệ thống đang bảo trì' })).toBeDefined();
    expect(screen.getByText(/Chúng tôi đang nâng cấp hệ thống/)).toBeDefined();
    expect(screen.getByText(/Trong thời gian này bạn tạm thời không thể truy cập/)).toBeDefined();
    expect(screen.getByText('Xin chân thành cảm ơn sự ủng hộ của bạn!')).toBeDefined();
    const end = await screen.findByTestId('maintenance-end');
    expect(end.textContent).toMatch(/^Dự kiến hoàn tất bảo trì: .*15\stháng\s5,\s2030/);
    expect(end.textContent).not.toMatch(/lúc lúc/);
  });

  it('formats the end time in the current language', async () => {
    await renderFeature(<Maintenance settings={{}} sectionId="maintenance" />, {
      language: 'EN',
      status: { status: 1, maintenanceEnd: END, ip: '' },
    });
    const end = await screen.findByTestId('maintenance-end');
    expect(end.textContent).toMatch(/^Maintenance is expected to end at May\s15,\s2030/);
  });

  it('leaves out the end time when the backend gives none', async () => {
    await renderFeature(<Maintenance settings={{}} sectionId="maintenance" />, {
      language: 'EN',
      status: { status: 1, maintenanceEnd: null, ip: '' },
    });
    expect(await screen.findByText('System maintenance')).toBeDefined();
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(screen.queryByTestId('maintenance-end')).toBeNull();
  });

  it('opens customer service and shows the configured image', async () => {
    const open = vi.spyOn(window, 'open').mockReturnValue(null);
    const user = userEvent.setup();
    await renderFeature(
      <Maintenance settings={{ image: 'maintenance.png' }} sectionId="maintenance" />,
      {
        language: 'EN',
        status: { status: 1, maintenanceEnd: null, ip: '' },
      },
    );
    expect(document.querySelector('img')?.getAttribute('src')).toBe(
      '/tenant-assets/maintenance.png',
    );
    await user.click(screen.getByRole('button', { name: 'Contact customer service' }));
    expect(open).toHaveBeenCalledWith(
      'https://support.example.com/chat',
      expect.any(String),
      expect.any(String),
    );
  });

  it('offers no customer service when its link is a page of the closed site', async () => {
    const open = vi.spyOn(window, 'open').mockReturnValue(null);
    await renderFeature(<Maintenance settings={{}} sectionId="maintenance" />, {
      language: 'EN',
      status: { status: 1, maintenanceEnd: null, ip: '' },
      tenant: demoTenant({ customerService: { url: '/help' } }),
    });
    expect(await screen.findByText('System maintenance')).toBeDefined();
    expect(screen.queryByRole('button', { name: 'Contact customer service' })).toBeNull();
    expect(open).not.toHaveBeenCalled();
  });
});

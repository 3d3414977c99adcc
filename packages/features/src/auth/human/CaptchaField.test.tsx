import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { demoTenant } from '@wl/widgets/testing';
import { renderFeature } from '../../test-support/index.js';
import { CaptchaField } from './CaptchaField.js';

describe('CaptchaField', () => {
  it('draws a new image at most once per second however often it is asked', async () => {
    let drawn = 0;
    await renderFeature(<CaptchaField value="" onChange={vi.fn()} round={0} />, {
      language: 'EN',
      tenant: demoTenant({ modules: { CAPTCHA3: true } }),
      answers: {
        'captcha.image': (_request, reply) => reply.value(`data:image/png;base64,A${++drawn}`),
      },
    });
    await screen.findByRole('img', { name: 'Captcha image' });
    const refresh = screen.getByRole('button', { name: 'Show a new captcha image' });
    await userEvent.click(refresh);
    await userEvent.click(refresh);
    expect(drawn).toBe(1);
    await new Promise((resolve) => setTimeout(resolve, 1000));
    await userEvent.click(refresh);
    await waitFor(() => expect(drawn).toBe(2));
    expect(screen.getByRole('img', { name: 'Captcha image' }).getAttribute('src')).toBe(
      'data:image/png;base64,A2',
    );
  });

  it('offers human verification instead of the image when GEETEST3 is on', async () => {
    await renderFeature(<CaptchaField value="" onChange={vi.fn()} round={0} />, {
      language: 'EN',
      tenant: demoTenant({ modules: { CAPTCHA3: true, GEETEST3: true } }),
    });
    expect(screen.getByRole('button', { name: 'Verify that I am human' })).toBeDefined();
    expect(screen.queryByRole('img')).toBeNull();
  });
});

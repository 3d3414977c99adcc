import { fireEvent, screen, waitFor } from '@testing-library/react';
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
    expect(refresh).toHaveProperty('disabled', true);
    await userEvent.click(refresh);
    await userEvent.click(refresh);
    expect(drawn).toBe(1);
    await waitFor(() => expect(refresh).toHaveProperty('disabled', false), { timeout: 2000 });
    await userEvent.click(refresh);
    await waitFor(() => expect(drawn).toBe(2));
    expect(screen.getByRole('img', { name: 'Captcha image' }).getAttribute('src')).toBe(
      'data:image/png;base64,A2',
    );
  });

  it('offers a slider puzzle instead of the image when GEETEST3 is on; one click answers nothing', async () => {
    const onChange = vi.fn();
    let drawn = 0;
    await renderFeature(<CaptchaField value="" onChange={onChange} round={0} />, {
      language: 'EN',
      tenant: demoTenant({ modules: { CAPTCHA3: true, GEETEST3: true } }),
      answers: {
        'captcha.geetest': (_request, reply) =>
          reply.value({
            gt: 'a'.repeat(32),
            challenge: `${++drawn}`.padStart(32, '0'),
            success: 0,
            new_captcha: true,
            slider: {
              image: 'data:image/png;base64,AA==',
              width: 260,
              height: 120,
              piece: 44,
              top: 30,
            },
          }),
      },
    });
    expect(screen.queryByRole('img')).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Verify that I am human' }));
    const slider = await screen.findByRole('slider', { name: 'Piece position' });
    expect(screen.getByRole('img', { name: 'Puzzle picture with a gap' })).toBeDefined();
    expect(onChange).not.toHaveBeenCalledWith(expect.stringMatching(/.+/));

    // A native range input: the browser moves it with the arrow keys; jsdom only with a change.
    fireEvent.change(slider, { target: { value: '3' } });
    expect(slider.getAttribute('aria-valuetext')).toBe('3 of 216');
    expect(onChange).toHaveBeenLastCalledWith(`${'1'.padStart(32, '0')}:3`);

    const again = screen.getByRole('button', { name: 'Show a new puzzle' });
    expect(again).toHaveProperty('disabled', true);
    await waitFor(() => expect(again).toHaveProperty('disabled', false), { timeout: 2000 });
    await userEvent.click(again);
    await waitFor(() => expect(drawn).toBe(2));
    expect(onChange).toHaveBeenLastCalledWith('');
  });

  it('refuses an online challenge, which needs a widget the site does not have', async () => {
    await renderFeature(<CaptchaField value="" onChange={vi.fn()} round={0} />, {
      language: 'EN',
      tenant: demoTenant({ modules: { CAPTCHA3: true, GEETEST3: true } }),
      answers: {
        'captcha.geetest': (_request, reply) =>
          reply.value({
            gt: 'a'.repeat(32),
            challenge: 'b'.repeat(32),
            success: 1,
            new_captcha: true,
          }),
      },
    });
    await userEvent.click(screen.getByRole('button', { name: 'Verify that I am human' }));
    await screen.findByRole('alert');
    expect(screen.queryByRole('slider')).toBeNull();
  });
});

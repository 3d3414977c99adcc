import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { demoTenant } from '@wl/widgets/testing';
import { renderFeature } from '../../test-support/index.js';
import type { PhoneFormContext } from './phone-widgets.js';
import { RegisterForm } from './RegisterForm.js';

const FORM = {
  schema: { type: 'object' as const, properties: { captcha: { type: 'string' as const } } },
  uiSchema: {},
};

describe('register captcha field', () => {
  it('shows the captcha image, keeps the typed answer and draws a new image after an attempt', async () => {
    let drawn = 0;
    const onChange = vi.fn();
    function Harness() {
      const [round, setRound] = useState(0);
      return (
        <RegisterForm
          form={FORM}
          values={{}}
          onChange={onChange}
          onSubmit={vi.fn()}
          serverErrors={{}}
          phoneContext={{} as PhoneFormContext}
          captchaRound={round}
        >
          <button type="button" onClick={() => setRound((next) => next + 1)}>
            Attempt
          </button>
        </RegisterForm>
      );
    }
    await renderFeature(<Harness />, {
      language: 'EN',
      tenant: demoTenant({ modules: { CAPTCHA3: true } }),
      answers: {
        'captcha.image': (_request, reply) => reply.value(`data:image/png;base64,A${++drawn}`),
      },
    });
    const image = await screen.findByRole('img', { name: 'Captcha image' });
    expect(image.getAttribute('src')).toBe('data:image/png;base64,A1');
    await userEvent.type(screen.getByRole('textbox', { name: 'Verification image code' }), 'k7');
    expect(onChange).toHaveBeenLastCalledWith(expect.objectContaining({ captcha: 'k7' }));
    await new Promise((resolve) => setTimeout(resolve, 1000));
    await userEvent.click(screen.getByRole('button', { name: 'Attempt' }));
    await waitFor(() =>
      expect(screen.getByRole('img', { name: 'Captcha image' }).getAttribute('src')).toBe(
        'data:image/png;base64,A2',
      ),
    );
  });
});

import { describe, expect, it } from 'vitest';
import { imageKindOf, readAsDataUrl } from './image-file.js';

const bytes = (...values: number[]) => new Blob([new Uint8Array(values)]);

describe('imageKindOf', () => {
  it('tells png and jpeg apart by their first bytes', async () => {
    expect(await imageKindOf(bytes(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 1))).toBe('png');
    expect(await imageKindOf(bytes(0xff, 0xd8, 0xff, 0xe0))).toBe('jpeg');
  });

  it('refuses anything else, whatever it is called', async () => {
    const gif = new File([new TextEncoder().encode('GIF89a')], 'proof.png', { type: 'image/png' });
    expect(await imageKindOf(gif)).toBeNull();
    expect(await imageKindOf(bytes())).toBeNull();
  });
});

describe('readAsDataUrl', () => {
  it('gives the content as base64', async () => {
    const url = await readAsDataUrl(
      new Blob([new Uint8Array([0xff, 0xd8, 0xff])], { type: 'image/jpeg' }),
    );
    expect(url).toBe('data:image/jpeg;base64,/9j/');
  });
});

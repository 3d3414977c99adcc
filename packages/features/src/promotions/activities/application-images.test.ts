import { describe, expect, it } from 'vitest';
import { addApplicationImages, fileToBase64 } from './application-images.js';

const PNG = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
const JPG = [0xff, 0xd8, 0xff, 0xe0];
const file = (bytes: number[], name: string, type = 'image/png') =>
  new File([new Uint8Array(bytes)], name, { type });

describe('addApplicationImages', () => {
  it('accepts png and jpg files by their content', async () => {
    const picked = [file([...PNG, 1], 'a.png'), file([...JPG, 2], 'photo.JPG', 'image/jpeg')];
    const { images, rejected } = await addApplicationImages([], picked);
    expect(images.map((f) => f.name)).toEqual(['a.png', 'photo.JPG']);
    expect(rejected).toEqual([]);
  });

  it('refuses a file named and typed as png whose content is not an image', async () => {
    const fake = file([0x47, 0x49, 0x46, 0x38, 0x39, 0x61], 'fake.png');
    const text = file([0x68, 0x69], 'notes.jpg', 'image/jpeg');
    const { images, rejected } = await addApplicationImages([], [fake, text]);
    expect(images).toEqual([]);
    expect(rejected).toEqual([
      { name: 'fake.png', problem: 'type' },
      { name: 'notes.jpg', problem: 'type' },
    ]);
  });

  it('refuses a file of 5 MB or more and a fourth image, keeping the ones already attached', async () => {
    const big = new File([new Uint8Array(PNG), new Uint8Array(5 * 1024 * 1024)], 'big.png');
    const three = [file(PNG, '1.png'), file(PNG, '2.png'), file(JPG, '3.jpg')];
    const { images, rejected } = await addApplicationImages(three.slice(0, 2), [
      big,
      three[2]!,
      file(PNG, '4.png'),
    ]);
    expect(images.map((f) => f.name)).toEqual(['1.png', '2.png', '3.jpg']);
    expect(rejected).toEqual([
      { name: 'big.png', problem: 'size' },
      { name: '4.png', problem: 'count' },
    ]);
  });
});

describe('fileToBase64', () => {
  it('encodes the bytes without the data-URL prefix', async () => {
    expect(await fileToBase64(file([...PNG], 'a.png'))).toBe('iVBORw0KGgo=');
  });
});

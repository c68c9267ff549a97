import { describe, expect, it } from 'vitest';
import { detectImageFormat } from '../../server/media/detect-format';

const bytes = (...parts: (string | number[])[]) =>
  Buffer.concat(parts.map((p) => (typeof p === 'string' ? Buffer.from(p, 'latin1') : Buffer.from(p))));
const ftyp = (major: string, ...compatible: string[]) => {
  const body = bytes('ftyp', major, [0, 0, 0, 0], ...compatible);
  const size = Buffer.alloc(4);
  size.writeUInt32BE(body.length + 4);
  return bytes([...size], body.toString('latin1'), '\0\0\0\0');
};

describe('detectImageFormat recognises an image by its first bytes only', () => {
  it.each([
    ['jpeg', bytes([0xff, 0xd8, 0xff, 0xe0], '\0\0\0\0\0\0\0\0')],
    ['png', bytes([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a], '\0\0\0\0')],
    ['gif', bytes('GIF89a', '\0\0\0\0\0\0')],
    ['webp', bytes('RIFF', [0, 0, 0, 0], 'WEBPVP8 ')],
    ['avif', ftyp('avif', 'mif1', 'miaf')],
    ['avif', ftyp('mif1', 'avif')],
  ])('knows %s', (format, input) => {
    expect(detectImageFormat(input)).toBe(format);
  });

  it.each([
    ['SVG', bytes('<svg xmlns="http://www.w3.org/2000/svg"></svg>')],
    ['HTML', bytes('<!doctype html><p>hi</p>')],
    ['PDF', bytes('%PDF-1.7\n%\u00e2\u00e3')],
    ['HEIC', ftyp('heic', 'mif1', 'heic')],
    ['MP4', ftyp('isom', 'iso2', 'mp41')],
    ['text', bytes('Meeting notes, not a photo.')],
    ['too short', bytes([0xff, 0xd8, 0xff])],
  ])('refuses %s', (_label, input) => {
    expect(detectImageFormat(input)).toBeUndefined();
  });
});

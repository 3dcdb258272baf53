import { describe, expect, it } from 'vitest';
import { imageDimensions, imageType } from './image-dimensions';
import { gifOf, jpegOf, pngOf } from '../../../../tests/helpers/images';

const riff = (chunk: string, payload: Buffer) => {
  const body = Buffer.concat([Buffer.from(`WEBP${chunk}`, 'latin1'), Buffer.alloc(4), payload]);
  return Buffer.concat([Buffer.from('RIFF', 'latin1'), Buffer.alloc(4), body]);
};

describe('imageDimensions', () => {
  it('reads a PNG, a GIF and a JPEG (after an APP segment and fill bytes)', () => {
    expect(imageDimensions(pngOf(640, 480))).toEqual({ width: 640, height: 480 });
    expect(imageDimensions(gifOf(17, 5))).toEqual({ width: 17, height: 5 });
    expect(imageDimensions(jpegOf(1200, 800))).toEqual({ width: 1200, height: 800 });
    expect(imageType(pngOf(1, 1))).toBe('image/png');
    expect(imageType(jpegOf(1, 1))).toBe('image/jpeg');
    expect(imageType(gifOf(1, 1))).toBe('image/gif');
  });

  it('reads the three kinds of WebP', () => {
    // lossy: frame tag, start code, 14-bit sizes
    const lossy = Buffer.from([0, 0, 0, 0x9d, 0x01, 0x2a, 0x20, 0x03, 0x58, 0x02]);
    expect(imageDimensions(riff('VP8 ', lossy))).toEqual({ width: 800, height: 600 });
    // lossless: signature, then width-1 and height-1 in 14 bits each
    const bits = (300 - 1) | ((200 - 1) << 14);
    const lossless = Buffer.alloc(5);
    lossless[0] = 0x2f;
    lossless.writeUInt32LE(bits, 1);
    expect(imageDimensions(riff('VP8L', lossless))).toEqual({ width: 300, height: 200 });
    // extended: flags, then 24-bit width-1 and height-1
    const extended = Buffer.alloc(10);
    extended.writeUIntLE(4000 - 1, 4, 3);
    extended.writeUIntLE(3000 - 1, 7, 3);
    expect(imageDimensions(riff('VP8X', extended))).toEqual({ width: 4000, height: 3000 });
    expect(imageType(riff('VP8X', extended))).toBe('image/webp');
  });

  it('answers nothing for other files, cut headers and a size of zero', () => {
    expect(imageDimensions(Buffer.from('hello, world: not an image at all'))).toBeUndefined();
    expect(imageDimensions(pngOf(640, 480).subarray(0, 20))).toBeUndefined();
    expect(imageDimensions(jpegOf(10, 10).subarray(0, 27))).toBeUndefined();
    expect(imageDimensions(pngOf(0, 480))).toBeUndefined();
    expect(imageDimensions(Buffer.alloc(0))).toBeUndefined();
    expect(imageDimensions(riff('VP8X', Buffer.alloc(4)))).toBeUndefined();
    expect(imageType(Buffer.from('%PDF-1.7'))).toBeUndefined();
  });
});

import { Resvg } from '@resvg/resvg-js';
import { describe, expect, it } from 'vitest';
import { opaquePng } from './opaque-png';

/** The opaque PNG encoder, read back by resvg's PNG decoder: the same pixels, and none for a transparent image. */

const WIDTH = 3;
const HEIGHT = 2;
const pixels = (alpha: number) =>
  Uint8Array.from({ length: WIDTH * HEIGHT * 4 }, (_, index) => (index % 4 === 3 ? alpha : (index * 37) % 256));

/** The pixels of `png`, decoded by resvg as an image in an SVG of its size. */
function decoded(png: Buffer): Buffer {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${WIDTH}" height="${HEIGHT}"><image width="${WIDTH}" height="${HEIGHT}" href="data:image/png;base64,${png.toString('base64')}"/></svg>`;
  return new Resvg(svg).render().pixels;
}

describe('opaquePng', () => {
  it('keeps every pixel of an opaque image', () => {
    const png = opaquePng(pixels(255), WIDTH, HEIGHT)!;
    expect(png.subarray(1, 4).toString('latin1')).toBe('PNG');
    expect([...decoded(png)]).toEqual([...pixels(255)]);
  });

  it('leaves an image with a transparent pixel to an encoder that keeps alpha', () => {
    const rgba = pixels(255);
    rgba[7] = 128;
    expect(opaquePng(rgba, WIDTH, HEIGHT)).toBeNull();
  });
});

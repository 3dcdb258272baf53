import { Resvg } from '@resvg/resvg-js';
import { describe, expect, it } from 'vitest';
import { opaquePng } from './opaque-png';

/** The opaque PNG encoder, read back by resvg's PNG decoder: the same pixels, and none for a transparent image. */

const WIDTH = 20;
const HEIGHT = 15;
/** An image of runs of `run` pixels, each run its own colour: 300 colours a pixel each, 100 in runs of three. */
const pixels = (alpha: number, run = 1) =>
  Uint8Array.from({ length: WIDTH * HEIGHT * 4 }, (_, index) => {
    const colour = Math.floor(index / 4 / run);
    return [colour % 256, (colour >> 8) * 90 + 17, (colour * 7) % 256, alpha][index % 4]!;
  });
/** A PNG's colour type (the IHDR's tenth byte): 3 indexed, 2 RGB. */
const colourType = (png: Buffer) => png[25];

/** The pixels of `png`, decoded by resvg as an image in an SVG of its size. */
function decoded(png: Buffer): Buffer {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${WIDTH}" height="${HEIGHT}"><image width="${WIDTH}" height="${HEIGHT}" href="data:image/png;base64,${png.toString('base64')}"/></svg>`;
  return new Resvg(svg).render().pixels;
}

describe('opaquePng', () => {
  it('keeps every pixel of an opaque image of up to 256 colours, as indexed colour', () => {
    const rgba = pixels(255, 3);
    const png = opaquePng(rgba, WIDTH, HEIGHT)!;
    expect(png.subarray(1, 4).toString('latin1')).toBe('PNG');
    expect(colourType(png)).toBe(3);
    expect([...decoded(png)]).toEqual([...rgba]);
  });

  it('keeps every pixel of an opaque image of more colours, as RGB', () => {
    const rgba = pixels(255);
    const png = opaquePng(rgba, WIDTH, HEIGHT)!;
    expect(colourType(png)).toBe(2);
    expect([...decoded(png)]).toEqual([...rgba]);
  });

  it('keeps rows that repeat the one above, and a row that differs from it by one pixel', () => {
    const rgba = pixels(255, 3);
    const row = WIDTH * 4;
    for (let y = 1; y < HEIGHT; y++) rgba.copyWithin(y * row, 0, row);
    rgba[7 * row + 5 * 4] = 200;
    const png = opaquePng(rgba, WIDTH, HEIGHT)!;
    expect(colourType(png)).toBe(3);
    expect([...decoded(png)]).toEqual([...rgba]);
  });

  it('reads pixels that do not start at a multiple of four bytes', () => {
    const rgba = pixels(255, 3);
    const shifted = new Uint8Array(rgba.length + 1);
    shifted.set(rgba, 1);
    expect([...decoded(opaquePng(shifted.subarray(1), WIDTH, HEIGHT)!)]).toEqual([...rgba]);
  });

  it.each([3, 1])('leaves an image in runs of %i pixels with a transparent pixel to an encoder that keeps alpha', (run) => {
    const rgba = pixels(255, run);
    rgba[WIDTH * HEIGHT * 4 - 1] = 128;
    expect(opaquePng(rgba, WIDTH, HEIGHT)).toBeNull();
  });
});

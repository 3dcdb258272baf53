import type { ReactNode } from 'react';
import { keepDrawingMemoryBetweenDrawings } from './drawing-memory';
import { imageFonts } from './image-fonts';
import type { ImageNode } from './image-style';
import { opaquePng } from './opaque-png';

/*
 * Images drawn by the server, offline: satori lays out an element tree into SVG with fonts the product ships (the
 * site's PT Serif, from its npm package), and resvg turns the SVG into a PNG. Nothing is fetched: satori gets every
 * glyph it may need from the fonts given, and the tree holds no remote image. This runs in the drawing thread
 * (drawing-thread.ts), which loads both on its first drawing.
 */

export interface ImageSize {
  width: number;
  height: number;
}

/** Draws `tree` (flex boxes with inline styles, as satori reads them) as a PNG of exactly this size. */
export async function renderPng(tree: ImageNode, size: ImageSize): Promise<Buffer> {
  keepDrawingMemoryBetweenDrawings();
  const [{ default: satori }, { Resvg }, fonts] = await Promise.all([import('satori'), import('@resvg/resvg-js'), imageFonts()]);
  // satori reads plain objects of an element's shape: it never looks for React's Symbol.
  const svg = await satori(tree as ReactNode, { ...size, fonts });
  const image = new Resvg(svg, {
    fitTo: { mode: 'width', value: size.width },
    font: { loadSystemFonts: false },
    // resvg-js copies its canvas into a cropped one (at 1500 × 1500, 9 MB more to allocate and fill) unless the crop
    // is empty: one of no width keeps the canvas as drawn.
    crop: { left: 0, top: 0, right: 0 },
  }).render();
  return opaquePng(image.pixels, image.width, image.height) ?? image.asPng();
}

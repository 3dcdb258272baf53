import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import type { ReactNode } from 'react';

/*
 * Images drawn by the server, offline: satori lays out an element tree into SVG with fonts the product ships (the
 * site's PT Serif, from its npm package), and resvg turns the SVG into a PNG. Nothing is fetched: satori gets every
 * glyph it may need from the fonts given, and the tree holds no remote image. Both are loaded on first use only, so
 * a process that never draws (a page render reaching the router) does not load them.
 */

/** PT Serif's subsets, each its own family (satori takes WOFF, not WOFF2): Cyrillic, and ₽ (U+20BD) from latin-ext. */
const SUBSETS = ['latin', 'latin-ext', 'cyrillic', 'cyrillic-ext'] as const;
const WEIGHTS = [400, 700] as const;

/** The font families to name in an image's `fontFamily`: every subset, so that each character finds its glyph. */
export const IMAGE_FONT_FAMILY = SUBSETS.map((subset) => `'PT Serif ${subset}'`).join(', ');

interface ImageFont {
  name: string;
  data: Buffer;
  weight: (typeof WEIGHTS)[number];
  style: 'normal';
}

let fonts: Promise<ImageFont[]> | undefined;

/** The font files, read once per process from the installed package (resolved from the working directory's). */
function loadFonts(): Promise<ImageFont[]> {
  const require = createRequire(path.join(process.cwd(), 'package.json'));
  fonts ??= Promise.all(
    SUBSETS.flatMap((subset) =>
      WEIGHTS.map(async (weight) => ({
        name: `PT Serif ${subset}`,
        data: await readFile(require.resolve(`@fontsource/pt-serif/files/pt-serif-${subset}-${weight}-normal.woff`)),
        weight,
        style: 'normal' as const,
      })),
    ),
  );
  return fonts;
}

/** Draws `element` (React elements with inline flex styles, as satori reads them) as a PNG of exactly this size. */
export async function renderPng(element: ReactNode, size: { width: number; height: number }): Promise<Buffer> {
  const [{ default: satori }, { Resvg }, loaded] = await Promise.all([import('satori'), import('@resvg/resvg-js'), loadFonts()]);
  const svg = await satori(element, { ...size, fonts: loaded });
  return new Resvg(svg, { fitTo: { mode: 'width', value: size.width }, font: { loadSystemFonts: false } }).render().asPng();
}

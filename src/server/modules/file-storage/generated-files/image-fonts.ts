import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';

/** PT Serif's subsets, each its own family (satori takes WOFF, not WOFF2): Cyrillic, and ₽ (U+20BD) from latin-ext. */
const SUBSETS = ['latin', 'latin-ext', 'cyrillic', 'cyrillic-ext'] as const;
const WEIGHTS = [400, 700] as const;

/** The font families to name in an image's `fontFamily`: every subset, so that each character finds its glyph. */
export const IMAGE_FONT_FAMILY = SUBSETS.map((subset) => `'PT Serif ${subset}'`).join(', ');

export interface ImageFont {
  name: string;
  data: Buffer;
  weight: (typeof WEIGHTS)[number];
  style: 'normal';
}

let fonts: Promise<ImageFont[]> | undefined;

/**
 * The font files, read once per thread from the installed package (resolved from the working directory's). Always
 * the same array: satori keeps its parsed fonts by it, so they are parsed on the first drawing only.
 */
export function imageFonts(): Promise<ImageFont[]> {
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

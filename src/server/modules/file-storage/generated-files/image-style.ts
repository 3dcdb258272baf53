import type { CSSProperties } from 'react';
import { IMAGE_FONT_FAMILY } from './image-fonts';

/** The site's colours (src/app/globals.css, the site theme) in the sRGB satori draws in. */
export const IMAGE_COLORS = {
  paper: '#faf6ef',
  ink: '#352a22',
  accent: '#9c4a2b',
  muted: '#6b5d52',
  rule: '#e4d8c6',
} as const;

/**
 * A drawn image's tree: plain objects in the shape satori reads (a React element without its Symbol), so that it
 * crosses to the drawing thread as it is (docs/decisions/0056).
 */
export type ImageNode = ImageBox | string | null;

export interface ImageBox {
  type: 'div';
  props: { style: CSSProperties; children: ImageNode[] };
}

/** A box of a drawn image: satori lays out only flex boxes, so every box says how it lays out its children. */
export const box = (style: CSSProperties, ...children: ImageNode[]): ImageBox => ({
  type: 'div',
  props: { style: { display: 'flex', ...style }, children },
});

/*
 * Lines are filled boxes, never borders: satori draws each side of a border clipped three times, and resvg masks the
 * whole image for every clip: two thirds of resvg's time on a receipt.
 */

/** A box with a thin rule under it. */
export const ruled = (style: CSSProperties, ...children: ImageNode[]) =>
  box({ flexDirection: 'column' }, box(style, ...children), box({ height: 2, flexShrink: 0, background: IMAGE_COLORS.rule }));

/** The thickness of the frame around an image. */
const FRAME = 3;

/** The whole image: the site's paper and ink, its serif, and a margin framed by a thin rule in the accent colour. */
export const page = (padding: number, ...children: ImageNode[]) =>
  box(
    {
      width: '100%',
      height: '100%',
      background: IMAGE_COLORS.paper,
      color: IMAGE_COLORS.ink,
      fontFamily: IMAGE_FONT_FAMILY,
    },
    box(
      { flexGrow: 1, margin: padding / 2, padding: FRAME, background: IMAGE_COLORS.accent },
      box({ flexDirection: 'column', flexGrow: 1, padding: padding / 2, background: IMAGE_COLORS.paper }, ...children),
    ),
  );

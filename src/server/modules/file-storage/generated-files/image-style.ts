import { createElement, type CSSProperties, type ReactNode } from 'react';
import { IMAGE_FONT_FAMILY } from './render-png';

/** The site's colours (src/app/globals.css, the site theme) in the sRGB satori draws in. */
export const IMAGE_COLORS = {
  paper: '#faf6ef',
  ink: '#352a22',
  accent: '#9c4a2b',
  muted: '#6b5d52',
  rule: '#e4d8c6',
} as const;

/** A box of a drawn image: satori lays out only flex boxes, so every box says how it lays out its children. */
export const box = (style: CSSProperties, ...children: ReactNode[]) =>
  createElement('div', { style: { display: 'flex', ...style } }, ...children);

/** The whole image: the site's paper and ink, its serif, and a margin framed by a thin rule in the accent colour. */
export const page = (padding: number, ...children: ReactNode[]) =>
  box(
    {
      width: '100%',
      height: '100%',
      background: IMAGE_COLORS.paper,
      color: IMAGE_COLORS.ink,
      fontFamily: IMAGE_FONT_FAMILY,
    },
    box(
      {
        flexDirection: 'column',
        flexGrow: 1,
        margin: padding / 2,
        padding: padding / 2,
        border: `3px solid ${IMAGE_COLORS.accent}`,
      },
      ...children,
    ),
  );

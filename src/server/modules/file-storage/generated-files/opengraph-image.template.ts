import { z } from 'zod';
import type { FileTemplate } from './file-template';
import { box, IMAGE_COLORS, page } from './image-style';

const text = (field: string, max: number) =>
  z
    .string({ error: `${field} must be text` })
    .trim()
    .max(max, { error: `${field} must be at most ${max} characters` });

const opengraphInput = z.strictObject({
  title: text('title', 120).min(1, { error: 'title is required' }),
  description: text('description', 300).optional(),
  siteName: text('siteName', 80).optional(),
});

/** A link preview (1200 × 630, the size Open Graph readers show best): the site's name, a title and a line or two. */
export const opengraphImageTemplate: FileTemplate<z.infer<typeof opengraphInput>> = {
  variant: 'generate-template-opengraph-image-default',
  width: 1200,
  height: 630,
  input: opengraphInput,
  draw: async (_db, { title, description, siteName }) => ({
    name: 'opengraph-image',
    adminTitle: title,
    alt: title,
    element: page(
      96,
      box({ fontSize: 30, color: IMAGE_COLORS.accent, letterSpacing: 2 }, siteName ?? ''),
      box({ flexGrow: 1 }),
      box({ fontSize: 72, fontWeight: 700, lineHeight: 1.1 }, title),
      description ? box({ marginTop: 28, fontSize: 34, color: IMAGE_COLORS.muted, lineHeight: 1.3 }, description) : null,
    ),
  }),
};

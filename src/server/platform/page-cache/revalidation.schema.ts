import { z } from 'zod';

export const revalidateInput = z.strictObject({
  path: z
    .string({ error: 'path is required' })
    .startsWith('/', 'path must start with /')
    .max(2000, 'path must be at most 2000 characters'),
  type: z.enum(['layout', 'page'], { error: 'type must be layout or page' }).default('layout'),
});

import { z } from 'zod';
import { FILE_TEMPLATE_VARIANTS } from '../../../../shared/file-templates';
import { permissionProcedure } from '../../../platform/procedures/init';
import { validInput } from '../../../public-error';
import { generateFile, type FileTemplates } from './file-template';

const generateInput = z.strictObject({
  data: z.looseObject({
    variant: z.enum(FILE_TEMPLATE_VARIANTS, { error: `variant must be one of ${FILE_TEMPLATE_VARIANTS.join(', ')}` }),
  }),
});

const generatedFileAnswer = z.object({
  id: z.string(),
  createdAt: z.date(),
  updatedAt: z.date(),
  variant: z.string(),
  adminTitle: z.string(),
  file: z.string(),
  alt: z.string().nullable(),
  width: z.int().nullable(),
  height: z.int().nullable(),
  size: z.int().nullable(),
  extension: z.string().nullable(),
  mimeType: z.string().nullable(),
});

/**
 * POST /api/file-storage/files/generate: draws a file from one of the spec's three templates (`variant`, with what that
 * template takes beside it: an order's id, a product's, a title) and keeps it as a new file record. For whoever may
 * manage files (administrators); an order's receipt is also drawn by itself when the order is approved.
 */
export const generateProcedures = (templates: FileTemplates) => ({
  generate: permissionProcedure
    .meta({
      rest: {
        method: 'POST',
        path: '/api/file-storage/files/generate',
        status: 201,
        summary:
          'Draw a PNG from a file template (variant: the opengraph image, an order receipt or a product attachment) and keep it as a file',
      },
    })
    .input(generateInput)
    .output(generatedFileAnswer)
    .mutation(async ({ ctx, input }) => {
      const { variant, ...given } = input.data;
      const template = templates[variant];
      const { data } = validInput(z.strictObject({ data: template.input }), { data: given });
      const file = await generateFile(ctx.db, ctx.storage, template, data);
      return ctx.db.prisma.fileStorageFile.findUniqueOrThrow({ where: { id: file.id } });
    }),
});

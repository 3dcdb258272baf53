import { z } from 'zod';
import { idOf, multilingual } from '../../../shared/registry/zod-fields';
import { notFound } from '../../errors';
import { permissionProcedure } from '../../platform/procedures/init';
import type { RestRoute } from '../../platform/procedures/meta';
import { refuseBadWords } from './templates.hooks';
import { MESSAGE_KINDS } from './templates/catalog';
import { kindOfRecordVariant, LEGACY_VARIANTS } from './templates/record-variants';
import { previewWords, templatePreview } from './templates/template-preview';

const PREVIEW_SAVED: RestRoute = {
  method: 'GET',
  path: '/api/notification/templates/{id}/preview',
  summary: "A template's words in every language filled with its kind's sample values: subject, text and the e-mail's HTML",
};
const PREVIEW_UNSAVED: RestRoute = {
  method: 'POST',
  path: '/api/notification/templates/preview',
  summary:
    'Words not saved yet ({ variant, title, text, description }) checked and filled as the saved ones are: subject, text and HTML',
};

/** Every variant a template's words may be previewed as: the catalog's kinds and their legacy names. */
const KIND_VARIANTS = [...Object.keys(MESSAGE_KINDS), ...Object.keys(LEGACY_VARIANTS)] as [string, ...string[]];

const unsavedWords = z.strictObject({
  data: z.preprocess(
    // Left out, it is read as empty, so that the missing variant is named.
    (value) => value ?? {},
    z.strictObject({
      variant: z.enum(KIND_VARIANTS, { error: (issue) => (issue.input === undefined ? 'variant is required' : undefined) }),
      title: multilingual().optional(),
      text: multilingual().optional(),
      description: multilingual().optional(),
    }),
  ),
});

/**
 * The notification module's calls on templates, beside their generic ones: what an editor's words look like when
 * sent, for a role permitted the route (administrators by their `/api/*`) or the secret key.
 */
export const templateProcedures = {
  preview: permissionProcedure
    .meta({ rest: PREVIEW_SAVED })
    .input(z.strictObject({ id: idOf('id') }))
    .output(templatePreview)
    .query(async ({ ctx, input }) => {
      const record = await ctx.db.prisma.notificationTemplate.findUnique({
        where: { id: input.id },
        select: { variant: true, title: true, text: true, description: true },
      });
      if (!record) throw notFound(`NotificationTemplate with id ${input.id} not found`, 'id');
      return previewWords(ctx.db, ctx.siteUrl, record.variant, kindOfRecordVariant(record.variant), record);
    }),
  previewUnsaved: permissionProcedure
    .meta({ rest: PREVIEW_UNSAVED })
    .input(unsavedWords)
    .output(templatePreview)
    // A mutation only in name (POST): nothing is written; the words travel in the body, not the address.
    .mutation(({ ctx, input: { data } }) => {
      refuseBadWords(data.variant, data, 'data.');
      const words = { title: data.title ?? {}, text: data.text ?? {}, description: data.description ?? {} };
      return previewWords(ctx.db, ctx.siteUrl, data.variant, kindOfRecordVariant(data.variant), words);
    }),
};

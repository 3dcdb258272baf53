import { z } from 'zod';
import { DEFAULT_LANGUAGE, LANGUAGES, type Language } from '../../../shared/languages';
import { isTextMap } from '../../../shared/localized-text';
import { dateValue, idOf } from '../../../shared/registry/zod-fields';

/*
 * The inputs of a channel's message routes (docs/decisions/0050): what the announcement bar says, in every language of
 * the site or as one text, and until when.
 */

/** Longest text of an announcement, per language: a bar, not an article. */
export const PAYLOAD_MAX = 1_000;

const text = (name: string) =>
  z
    .string({ error: (issue) => (issue.input === undefined ? `${name} is required` : `${name} must be text`) })
    .trim()
    .min(1, { message: `${name} is required`, abort: true })
    .max(PAYLOAD_MAX, `${name} must be at most ${PAYLOAD_MAX} characters`);

/** A text in every language of the site: a missing one is named (`data.payload.en`). */
const everyLanguage = z.strictObject(
  Object.fromEntries(LANGUAGES.map((language) => [language, text(`payload.${language}`)])) as Record<
    Language,
    ReturnType<typeof text>
  >,
  {
    error: (issue) => (issue.code === 'invalid_type' ? 'payload must be a text or a map from language code to text' : undefined),
  },
);

/**
 * What the bar says: a map with a text for every language of the site (each visitor reads their own), or one text (the
 * origin's shape, for a script that writes one language), kept as the default language's, which every visitor falls
 * back to. Read by the shape given, so that a map's missing language is named rather than "neither shape".
 */
const payload = z
  .unknown()
  .transform((value, context): Partial<Record<Language, string>> => {
    const parsed = isTextMap(value) ? everyLanguage.safeParse(value) : text('payload').safeParse(value);
    if (parsed.success) return typeof parsed.data === 'string' ? { [DEFAULT_LANGUAGE]: parsed.data } : parsed.data;
    // One refusal per place: a text's later checks say nothing more when it is no text at all.
    const places = new Set<string>();
    for (const issue of parsed.error.issues)
      if (!places.has(issue.path.join('.')) && places.add(issue.path.join('.')))
        context.addIssue({ code: 'custom', message: issue.message, path: issue.path });
    return z.NEVER;
  })
  .meta({
    description: 'a text in every language of the site ({ "ru": "…", "en": "…" }), or one text shown in every language',
  });

/** Until when the bar shows it; an hour from now when absent (the column's default). It must lie ahead. */
const expiresAt = dateValue('expiresAt')
  .refine((date) => date.getTime() > Date.now(), 'expiresAt must be in the future')
  .optional();

const messageData = { payload, expiresAt };

/** A `data` body, `{}` when absent, so that what is missing is named (`data.payload is required`). */
const body = <T extends z.ZodRawShape>(shape: T) => z.preprocess((value) => value ?? {}, z.strictObject(shape));

/** POST /api/broadcast/channels/push-message: the channel named by its slug or its id. */
export const pushMessageInput = z.strictObject({
  data: body({
    ...messageData,
    slug: z.string({ error: 'slug must be text' }).trim().min(1, 'slug is required').max(500).optional(),
    channelId: idOf('channelId').optional(),
  }).superRefine((data, context) => {
    if (data.slug === undefined && data.channelId === undefined)
      context.addIssue({ code: 'custom', path: ['slug'], message: 'slug (or channelId) is required' });
    if (data.slug !== undefined && data.channelId !== undefined)
      context.addIssue({ code: 'custom', path: ['channelId'], message: 'channelId must be left out when slug is given' });
  }),
});
export type PushMessageInput = z.output<typeof pushMessageInput>;

export const channelInput = z.strictObject({ id: idOf('id') });

/** POST /api/broadcast/channels/{id}/messages. */
export const createMessageInput = z.strictObject({ id: idOf('id'), data: body(messageData) });
export type MessageData = z.output<typeof createMessageInput>['data'];

/** DELETE /api/broadcast/channels/{id}/messages/{messageId}. */
export const deleteMessageInput = z.strictObject({ id: idOf('id'), messageId: idOf('messageId') });

const timestamp = z.date().meta({ type: 'string', format: 'date-time' });

/** One message as the routes answer it. */
export const messageAnswer = z.object({
  id: z.string(),
  createdAt: timestamp,
  updatedAt: timestamp,
  variant: z.string(),
  payload: z.record(z.string(), z.string()),
  expiresAt: timestamp,
  channelId: z.string(),
});
export type MessageAnswer = z.infer<typeof messageAnswer>;

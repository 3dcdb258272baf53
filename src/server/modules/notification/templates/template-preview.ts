import { z } from 'zod';
import { DEFAULT_LANGUAGE, LANGUAGES, type Language } from '../../../../shared/languages';
import type { Database } from '../../../db/database';
import { siteName } from '../../host';
import { renderEmail } from '../mail/email-layout';
import { COMMON_VARIABLES, MESSAGE_KINDS, type TemplateData, type TemplateVariant } from './catalog';
import { fillWords } from './render';
import { recordWords, type TemplateRecordWords } from './template-words';

/*
 * What an editor sees of a template before anyone gets it: its words in every language, filled with its kind's sample
 * values (catalog.ts) and the site's name and address, an e-mail set in the mail layout as it is sent.
 */

/** One language of a preview; `html` is the whole e-mail as sent (none for a Telegram message). */
const previewLanguage = z.object({
  language: z.enum(LANGUAGES),
  title: z.string(),
  text: z.string(),
  html: z.string().nullable(),
});

/** A placeholder the kind offers: a text (`fields` empty) or a list whose items have `fields`. */
const offeredPlaceholder = z.object({ name: z.string(), fields: z.array(z.string()) });

export const templatePreview = z.object({
  /** The record's variant as stored (a legacy name too). */
  variant: z.string(),
  /** Its kind's channel; null for a record of no kind (`default`), which nothing sends and nothing previews. */
  method: z.enum(['email', 'telegram']).nullable(),
  /** The site's default language first. */
  languages: z.array(previewLanguage),
  placeholders: z.array(offeredPlaceholder),
});
export type TemplatePreview = z.infer<typeof templatePreview>;

/** The placeholders a template of `kind` may use: the site's name and address, then the kind's variables. */
export function offeredPlaceholders(kind: TemplateVariant | undefined): TemplatePreview['placeholders'] {
  const common = COMMON_VARIABLES.map((name) => ({ name, fields: [] }));
  if (!kind) return common;
  return [
    ...common,
    ...MESSAGE_KINDS[kind].variables.map((variable) =>
      typeof variable === 'string' ? { name: variable, fields: [] } : { name: variable.list, fields: [...variable.fields] },
    ),
  ];
}

const PREVIEW_LANGUAGES: readonly Language[] = [
  DEFAULT_LANGUAGE,
  ...LANGUAGES.filter((language) => language !== DEFAULT_LANGUAGE),
];

/**
 * The preview of `words` (a template record's, saved or not) stored under `variant`, whose kind is `kind`, with the
 * links of the mail layout pointing at `siteUrl`.
 */
export async function previewWords(
  db: Database,
  siteUrl: string,
  variant: string,
  kind: TemplateVariant | undefined,
  words: TemplateRecordWords,
): Promise<TemplatePreview> {
  const placeholders = offeredPlaceholders(kind);
  if (!kind) return { variant, method: null, languages: [], placeholders };
  const { method, sample } = MESSAGE_KINDS[kind];
  const site = siteUrl.replace(/\/+$/, '');
  const languages = await Promise.all(
    PREVIEW_LANGUAGES.map(async (language) => {
      const common = { siteName: await siteName(db, language), siteUrl: site };
      const data: TemplateData = { ...common, ...sample[language] };
      const message = fillWords(recordWords(words, kind, language), data);
      if (method === 'telegram') return { language, title: message.title, text: message.text, html: null };
      const unsubscribeUrl = typeof data.unsubscribeLink === 'string' ? data.unsubscribeLink : undefined;
      const email = await renderEmail({ language, ...message, ...common, ...(unsubscribeUrl ? { unsubscribeUrl } : {}) });
      return { language, title: message.title, text: email.text, html: email.html };
    }),
  );
  return { variant, method, languages, placeholders };
}

import { escapeHtml } from './escape-html';
import { DEFAULT_LANGUAGE, type Language } from '../../../../shared/languages';
import { localized, richTextToParagraphs } from '../../../../shared/localized-text';
import type { Database } from '../../../db/database';
import type { TemplateVariant } from './catalog';
import { DEFAULT_WORDS } from './defaults';
import { recordVariantsOf } from './record-variants';
import type { TemplateWords } from './render';
import { richTextHtml } from './rich-text-html';

/** A kind's words in one language, and the template record they came from (none: the built-in defaults). */
export interface ResolvedWords {
  templateId: string | undefined;
  words: TemplateWords;
}

/** Plain text as HTML paragraphs: what a template with no HTML of its own is sent with. */
const paragraphsHtml = (text: string) =>
  text
    .split(/\n{2,}/)
    .map((paragraph) => `<p>${escapeHtml(paragraph).replace(/\n/g, '<br>')}</p>`)
    .join('');

/** The word fields of a template record, as multilingual fields hold them. */
export interface TemplateRecordWords {
  title: unknown;
  text: unknown;
  description: unknown;
}

/**
 * The words of `record` (an editor's) for the kind `variant` in `language`: each part the record leaves empty taken
 * from its other parts or the built-in words.
 */
export function recordWords(record: TemplateRecordWords, variant: TemplateVariant, language: Language): TemplateWords {
  const builtIn = DEFAULT_WORDS[variant]?.[language] ?? DEFAULT_WORDS[variant]?.[DEFAULT_LANGUAGE];
  const richText = localized(record.description, language);
  const html = richText ? richTextHtml(richText) : '';
  const text = localized(record.text, language) || (richText ? richTextToParagraphs(richText) : '') || builtIn?.text || '';
  return {
    title: localized(record.title, language) || builtIn?.title || '',
    text,
    html: html || (text ? paragraphsHtml(text) : builtIn?.html) || '',
  };
}

/**
 * The words `variant` is sent with in `language`: its first template record's (an editor's; a record of a legacy name
 * of the kind counts, record-variants.ts), completed as recordWords says; the built-in words when there is no record.
 */
export async function templateWords(db: Database, variant: TemplateVariant, language: Language): Promise<ResolvedWords> {
  const record = await db.prisma.notificationTemplate.findFirst({
    where: { variant: { in: recordVariantsOf(variant) } },
    orderBy: [{ orderIndex: 'asc' }, { createdAt: 'asc' }, { id: 'asc' }],
    select: { id: true, title: true, text: true, description: true },
  });
  if (record) return { templateId: record.id, words: recordWords(record, variant, language) };
  const builtIn = DEFAULT_WORDS[variant]?.[language] ?? DEFAULT_WORDS[variant]?.[DEFAULT_LANGUAGE];
  if (!builtIn) throw new Error(`No words for the message ${variant}: seed its template`);
  return { templateId: undefined, words: builtIn };
}

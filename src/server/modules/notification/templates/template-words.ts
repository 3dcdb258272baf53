import { escapeHtml } from './escape-html';
import { DEFAULT_LANGUAGE, type Language } from '../../../../shared/languages';
import { localized, richTextToParagraphs } from '../../../../shared/localized-text';
import type { Database } from '../../../db/database';
import type { TemplateVariant } from './catalog';
import { DEFAULT_WORDS } from './defaults';
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

/**
 * The words `variant` is sent with in `language`: its first template record's (an editor's), each part that record
 * leaves empty taken from the other parts or the built-in words; the built-in words when there is no record.
 */
export async function templateWords(db: Database, variant: TemplateVariant, language: Language): Promise<ResolvedWords> {
  const record = await db.prisma.notificationTemplate.findFirst({
    where: { variant },
    orderBy: [{ orderIndex: 'asc' }, { createdAt: 'asc' }, { id: 'asc' }],
    select: { id: true, title: true, text: true, description: true },
  });
  const builtIn = DEFAULT_WORDS[variant]?.[language] ?? DEFAULT_WORDS[variant]?.[DEFAULT_LANGUAGE];
  if (!record) {
    if (!builtIn) throw new Error(`No words for the message ${variant}: seed its template`);
    return { templateId: undefined, words: builtIn };
  }
  const richText = localized(record.description, language);
  const html = richText ? richTextHtml(richText) : '';
  const text = localized(record.text, language) || (richText ? richTextToParagraphs(richText) : '') || builtIn?.text || '';
  return {
    templateId: record.id,
    words: {
      title: localized(record.title, language) || builtIn?.title || '',
      text,
      html: html || (text ? paragraphsHtml(text) : builtIn?.html) || '',
    },
  };
}

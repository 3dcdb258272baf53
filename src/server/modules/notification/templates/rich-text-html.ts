import { richTextToParagraphs } from '../../../../shared/localized-text';
import { escapeHtml } from './escape-html';

/**
 * The HTML of a template's rich text (a Tiptap document), placeholders kept for Mustache to fill.
 * Contract version: paragraphs only; the mail helper of issue 31 draws headings, lists and links.
 */
export function richTextHtml(richText: string): string {
  return richTextToParagraphs(richText)
    .split(/\n{2,}/)
    .filter(Boolean)
    .map((paragraph) => `<p>${escapeHtml(paragraph)}</p>`)
    .join('');
}

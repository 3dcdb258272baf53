import { DEFAULT_LANGUAGE, LANGUAGES } from '@/shared/languages';

export const isTextMap = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** A multilingual text in `language`, else the site's default language, else any language that has text. */
export function localized(value: unknown, language: string): string {
  if (typeof value === 'string') return value;
  if (!isTextMap(value)) return '';
  const candidates = [language, DEFAULT_LANGUAGE, ...LANGUAGES, ...Object.keys(value)];
  for (const key of candidates) {
    const text = value[key];
    if (typeof text === 'string' && text.trim()) return text;
  }
  return '';
}

export interface RichTextNode {
  type?: string;
  text?: string;
  content?: RichTextNode[];
}

const BLOCKS = new Set(['paragraph', 'heading', 'blockquote', 'listItem', 'codeBlock']);

const nodeText = (node: RichTextNode): string =>
  (node.text ?? '') + (node.content ?? []).map(nodeText).join(node.type === 'doc' || BLOCKS.has(node.type ?? '') ? ' ' : '');

/**
 * The plain text of a rich text (a serialised Tiptap document, or the document itself): what a table cell shows.
 * Text that is no JSON document is shown as it is (the spec: invalid JSON reads as plain text).
 */
export function richTextToPlain(value: unknown): string {
  let document: unknown = value;
  if (typeof value === 'string') {
    try {
      document = JSON.parse(value);
    } catch {
      return value;
    }
  }
  if (!isTextMap(document)) return typeof value === 'string' ? value : '';
  if (document.type !== 'doc') return localizedRichText(document);
  return nodeText(document as RichTextNode)
    .replace(/\s+/g, ' ')
    .trim();
}

/** A multilingual rich text (a map of documents per language) read in the default language. */
const localizedRichText = (map: Record<string, unknown>): string => {
  const text = localized(
    Object.fromEntries(Object.entries(map).map(([key, value]) => [key, typeof value === 'string' ? value : ''])),
    DEFAULT_LANGUAGE,
  );
  return text ? richTextToPlain(text) : '';
};

/**
 * The text of a rich text with each top-level block a paragraph of its own, blank lines between: what a plain-text
 * e-mail shows. Text that is no JSON document is returned as it is.
 */
export function richTextToParagraphs(value: string): string {
  let document: unknown;
  try {
    document = JSON.parse(value);
  } catch {
    return value;
  }
  if (!isTextMap(document) || document.type !== 'doc') return value;
  return ((document as RichTextNode).content ?? [])
    .map((block) => nodeText(block).replace(/\s+/g, ' ').trim())
    .filter(Boolean)
    .join('\n\n');
}

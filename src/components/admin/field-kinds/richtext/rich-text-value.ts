/**
 * Rich text as the registry stores it: the serialised JSON of a Tiptap document (a text). Pure: no Tiptap import,
 * so the form can decide between the editor and the plain fallback before the editor's code is downloaded.
 */

export interface RichTextNode {
  type: string;
  attrs?: Record<string, unknown>;
  content?: RichTextNode[];
  marks?: { type: string; attrs?: Record<string, unknown> }[];
  text?: string;
}

export interface RichTextDocument extends RichTextNode {
  type: 'doc';
}

/** The default of a rich text: a document with one empty paragraph. */
export const emptyDocument = (): RichTextDocument => ({ type: 'doc', content: [{ type: 'paragraph' }] });

export const EMPTY_DOCUMENT_TEXT = JSON.stringify(emptyDocument());

const isNode = (value: unknown): value is RichTextNode => {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return false;
  const node = value as Record<string, unknown>;
  if (typeof node.type !== 'string') return false;
  if (node.content !== undefined && !(Array.isArray(node.content) && node.content.every(isNode))) return false;
  if (node.text !== undefined && typeof node.text !== 'string') return false;
  return true;
};

export type ParsedRichText =
  /** A document to edit (an empty value reads as the default document). */
  | { kind: 'document'; document: RichTextDocument }
  /** Not a serialised document: edited as plain text, as it is. */
  | { kind: 'plain'; text: string };

/** What a stored rich text holds: a document, or text that is no JSON document (the plain fallback). */
export function parseRichText(value: unknown): ParsedRichText {
  if (value === undefined || value === null || value === '') return { kind: 'document', document: emptyDocument() };
  if (typeof value === 'object') {
    return isNode(value) && value.type === 'doc'
      ? { kind: 'document', document: value as RichTextDocument }
      : { kind: 'plain', text: JSON.stringify(value) };
  }
  const text = String(value);
  if (text.trim() === '') return { kind: 'document', document: emptyDocument() };
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    return { kind: 'plain', text };
  }
  return isNode(parsed) && parsed.type === 'doc'
    ? { kind: 'document', document: parsed as RichTextDocument }
    : { kind: 'plain', text };
}

/** Whether a document holds nothing: no node but at most one empty paragraph. */
export function isEmptyDocument(document: RichTextNode): boolean {
  const content = document.content ?? [];
  if (content.length === 0) return true;
  if (content.length > 1) return false;
  const [only] = content;
  return only!.type === 'paragraph' && (only!.content ?? []).length === 0;
}

/** Whether a stored rich text has something in it (a non-empty document, or any plain text). */
export function richTextHasContent(value: unknown): boolean {
  const parsed = parseRichText(value);
  return parsed.kind === 'plain' ? parsed.text.trim() !== '' : !isEmptyDocument(parsed.document);
}

/** A document of plain text: one paragraph per line (empty lines become empty paragraphs). */
export function plainTextToDocument(text: string): RichTextDocument {
  const lines = text.replace(/\r\n?/g, '\n').split('\n');
  const content = lines.map((line): RichTextNode =>
    line ? { type: 'paragraph', content: [{ type: 'text', text: line }] } : { type: 'paragraph' },
  );
  return { type: 'doc', content: content.length ? content : [{ type: 'paragraph' }] };
}

export const serializeDocument = (document: RichTextNode): string => JSON.stringify(document);

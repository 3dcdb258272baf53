import { isTextMap } from '../../../../shared/localized-text';
import { safeHref } from '../../../../shared/safe-href';
import { escapeHtml } from './escape-html';

/*
 * A template's rich text (a Tiptap document, as the admin's editor writes it) as the HTML fragment of an e-mail, still
 * a Mustache template: its placeholders are kept for `fillWords` to fill. The nodes and marks the site's renderer draws
 * (src/widgets/shared/rich-text.tsx) are drawn the same way; the mail layout gives them their look.
 */

interface Mark {
  type?: unknown;
  attrs?: { href?: unknown };
}

interface RichNode {
  type?: unknown;
  text?: unknown;
  attrs?: { level?: unknown; start?: unknown };
  marks?: unknown;
  content?: unknown;
}

/**
 * A link to a value the message is filled with (`{{link}}`, `{{settingsLink}}`): one plain placeholder, which Mustache
 * fills with the value escaped. Nothing else with braces is a link.
 */
const PLACEHOLDER_HREF = /^\{\{\s*[A-Za-z_]\w*(?:\.[A-Za-z_]\w*)*\s*\}\}$/;

/** Where a link of the rich text may point: a placeholder, else what the site allows; undefined drops the link. */
const mailHref = (href: unknown): string | undefined =>
  typeof href === 'string' && PLACEHOLDER_HREF.test(href.trim()) ? href.trim() : safeHref(href);

/**
 * A text node's text, escaped. Mustache's unescaped forms (`{{{name}}}`, `{{&name}}`) become the escaped one: a value
 * (a CRM request's answer, a name) is text in an e-mail, never markup.
 */
const textHtml = (text: string) =>
  escapeHtml(text.replace(/\{\{\{\s*([^{}]*?)\s*\}\}\}/g, '{{$1}}').replace(/\{\{&\s*([^{}]*?)\s*\}\}/g, '{{$1}}'));

const MARK_TAGS: Record<string, string> = { bold: 'strong', italic: 'em', underline: 'u', strike: 's', code: 'code' };

function markedHtml(text: string, marks: readonly Mark[]): string {
  return marks.reduce((inner, mark) => {
    const type = typeof mark.type === 'string' ? mark.type : '';
    const tag = MARK_TAGS[type];
    if (tag) return `<${tag}>${inner}</${tag}>`;
    const href = type === 'link' ? mailHref(mark.attrs?.href) : undefined;
    return href ? `<a href="${escapeHtml(href)}">${inner}</a>` : inner;
  }, textHtml(text));
}

/** A node's children; a document edited by hand may hold anything where they belong. */
const childrenOf = (node: RichNode): RichNode[] =>
  Array.isArray(node.content) ? node.content.filter((child): child is RichNode => isTextMap(child)) : [];

const inner = (node: RichNode) => childrenOf(node).map(nodeHtml).join('');

/** A Mustache section's tag alone (`{{#answers}}`, `{{/answers}}`, `{{^lately}}`). */
const SECTION_TAG = /^\{\{\s*[#^/]\s*[\w.]+\s*\}\}$/;

/**
 * A paragraph. One holding only a section's opening or closing tag is written bare: a list written over several
 * paragraphs (`{{#answers}}`, then a line per answer, then `{{/answers}}`) leaves no empty paragraphs when filled.
 */
function paragraphHtml(node: RichNode): string {
  const html = inner(node);
  return SECTION_TAG.test(html.trim()) ? html.trim() : `<p>${html}</p>`;
}

/**
 * The children of a list item or a quote: its paragraphs' text without the margins of paragraphs (a mail client knows
 * no `:last-child` rule to take the last one's away), one after the other separated by `between`; a nested list or
 * block as it is.
 */
function blockLinesHtml(node: RichNode, between: string): string {
  let html = '';
  let afterText = false;
  for (const child of childrenOf(node)) {
    const isText = child.type === 'paragraph';
    html += isText ? (afterText ? between : '') + inner(child) : nodeHtml(child);
    afterText = isText;
  }
  return html;
}

function headingLevel(node: RichNode): number {
  const level = node.attrs?.level;
  return typeof level === 'number' && Number.isFinite(level) ? Math.min(Math.max(Math.round(level), 1), 6) : 2;
}

function nodeHtml(node: RichNode): string {
  switch (node.type) {
    case 'text':
      return markedHtml(
        typeof node.text === 'string' ? node.text : '',
        Array.isArray(node.marks) ? node.marks.filter((mark): mark is Mark => isTextMap(mark)) : [],
      );
    case 'paragraph':
      return paragraphHtml(node);
    case 'heading': {
      const level = headingLevel(node);
      return `<h${level}>${inner(node)}</h${level}>`;
    }
    case 'bulletList':
      return `<ul>${inner(node)}</ul>`;
    case 'orderedList': {
      const start = node.attrs?.start;
      const from = typeof start === 'number' && Number.isInteger(start) && start !== 1 ? ` start="${start}"` : '';
      return `<ol${from}>${inner(node)}</ol>`;
    }
    case 'listItem':
      return `<li>${blockLinesHtml(node, '<br>')}</li>`;
    case 'blockquote':
      return `<blockquote>${blockLinesHtml(node, '<br><br>')}</blockquote>`;
    case 'codeBlock':
      return `<pre><code>${inner(node)}</code></pre>`;
    case 'hardBreak':
      return '<br>';
    case 'horizontalRule':
      return '<hr>';
    default:
      return inner(node);
  }
}

/** Plain text (what a template holds when it is no document) as paragraphs, its single line breaks kept. */
const plainTextHtml = (text: string) =>
  text
    .split(/\n{2,}/)
    .map((paragraph) => paragraph.trim())
    .filter(Boolean)
    .map((paragraph) => `<p>${textHtml(paragraph).replace(/\n/g, '<br>')}</p>`)
    .join('');

/**
 * The HTML fragment of a template's rich text (serialised Tiptap JSON; anything else reads as plain text, as on the
 * site): paragraphs, headings, bold, italic, underline, strike and code, lists, quotes, code blocks, line breaks, rules
 * and links. Every text is escaped and its placeholders `{{…}}` kept; a link keeps a safe address or one placeholder
 * (`{{link}}`) and is dropped, its text kept, otherwise. Empty for an empty document.
 */
export function richTextHtml(richText: string): string {
  let document: unknown;
  try {
    document = JSON.parse(richText);
  } catch {
    return plainTextHtml(richText);
  }
  if (!isTextMap(document) || document.type !== 'doc') return plainTextHtml(richText);
  return inner(document as RichNode);
}

import { DomUtils, parseDocument } from 'htmlparser2';

/*
 * The HTML fragment of a message's built-in words (paragraphs, links, lists, emphasis, line breaks) as the Tiptap
 * document the admin's rich text editor stores, so that the seed writes each template as an editor would. Mustache's
 * section tags standing between blocks (`{{#link}}<p>…</p>{{/link}}`, `<ul>{{#answers}}<li>…</li>{{/answers}}</ul>`)
 * become paragraphs of their own at the top: the mail's HTML writes such a paragraph bare (rich-text-html.ts), so a
 * section still repeats or hides the blocks between its tags. A list such a tag stands in is split around it.
 */

type DomNode = ReturnType<typeof parseDocument>['children'][number];

interface Mark {
  type: string;
  attrs?: { href: string };
}

export interface RichTextNode {
  type: string;
  attrs?: Record<string, number>;
  content?: RichTextNode[];
  marks?: Mark[];
  text?: string;
}

const MARKS: Record<string, string> = {
  strong: 'bold',
  b: 'bold',
  em: 'italic',
  i: 'italic',
  u: 'underline',
  s: 'strike',
  code: 'code',
};
const HEADINGS: Record<string, number> = { h1: 1, h2: 2, h3: 3, h4: 4, h5: 5, h6: 6 };
const LISTS: Record<string, string> = { ul: 'bulletList', ol: 'orderedList' };
const BLOCKS = new Set(['p', 'div', 'blockquote', 'hr', 'li', ...Object.keys(HEADINGS), ...Object.keys(LISTS)]);

/** A Mustache section's opening or closing tag: `{{#answers}}`, `{{^lately}}`, `{{/answers}}`. */
const SECTION_TAG = /\{\{\s*[#^/][^{}]*\}\}/g;

const isBlock = (node: DomNode) => DomUtils.isTag(node) && BLOCKS.has(node.name);

/** The inline nodes of `nodes`: texts with the marks of the elements around them, line breaks. */
function inlines(nodes: readonly DomNode[], marks: readonly Mark[] = []): RichTextNode[] {
  return nodes.flatMap((node): RichTextNode[] => {
    if (DomUtils.isText(node)) {
      const text = node.data.replace(/\s+/g, ' ');
      return text ? [{ type: 'text', text, ...(marks.length ? { marks: [...marks] } : {}) }] : [];
    }
    if (!DomUtils.isTag(node)) return [];
    if (node.name === 'br') return [{ type: 'hardBreak' }];
    const mark: Mark | undefined =
      node.name === 'a' && node.attribs.href
        ? { type: 'link', attrs: { href: node.attribs.href } }
        : MARKS[node.name]
          ? { type: MARKS[node.name]! }
          : undefined;
    return inlines(node.children, mark ? [...marks, mark] : marks);
  });
}

/** A paragraph of inline nodes, the spaces at its ends trimmed; none when nothing is left. */
function paragraph(content: RichTextNode[]): RichTextNode[] {
  const first = content[0];
  const last = content.at(-1);
  if (first?.text !== undefined) first.text = first.text.trimStart();
  if (last?.text !== undefined) last.text = last.text.trimEnd();
  const kept = content.filter((node) => node.text === undefined || node.text !== '');
  return kept.length ? [{ type: 'paragraph', content: kept }] : [];
}

/** A run of inline nodes standing among blocks: each section tag a paragraph of its own, the rest paragraphs. */
function looseRun(run: readonly DomNode[]): { blocks: RichTextNode[]; tags: boolean } {
  const content = inlines(run);
  const text = content.map((node) => node.text ?? '').join('');
  const tags = text.match(SECTION_TAG);
  if (tags && text.replace(SECTION_TAG, '').trim() === '') {
    return { blocks: tags.map((tag) => ({ type: 'paragraph', content: [{ type: 'text', text: tag }] })), tags: true };
  }
  return { blocks: paragraph(content), tags: false };
}

/**
 * The blocks `nodes` make at one level (the document, a list item, a quote): block elements as they are, the inline
 * nodes between them gathered into paragraphs.
 */
function blocks(nodes: readonly DomNode[]): RichTextNode[] {
  const result: RichTextNode[] = [];
  let run: DomNode[] = [];
  const flush = () => {
    if (run.length) result.push(...looseRun(run).blocks);
    run = [];
  };
  for (const node of nodes) {
    if (!isBlock(node)) {
      run.push(node);
      continue;
    }
    flush();
    result.push(...block(node));
  }
  flush();
  return result;
}

/** A list: its items; a section tag between items splits it there, the tag a paragraph between the two parts. */
function list(type: string, items: readonly DomNode[], attrs?: Record<string, number>): RichTextNode[] {
  const result: RichTextNode[] = [];
  let current: RichTextNode[] = [];
  let run: DomNode[] = [];
  const close = () => {
    if (current.length) result.push({ type, ...(attrs ? { attrs } : {}), content: current });
    current = [];
  };
  const flush = () => {
    if (!run.length) return;
    const loose = looseRun(run);
    run = [];
    if (!loose.blocks.length) return;
    if (loose.tags) {
      close();
      result.push(...loose.blocks);
    } else current.push({ type: 'listItem', content: loose.blocks });
  };
  for (const item of items) {
    if (DomUtils.isTag(item) && item.name === 'li') {
      flush();
      const content = blocks(item.children);
      current.push({ type: 'listItem', content: content.length ? content : [{ type: 'paragraph' }] });
    } else run.push(item);
  }
  flush();
  close();
  return result;
}

function block(node: DomNode): RichTextNode[] {
  if (!DomUtils.isTag(node)) return [];
  const { name, children } = node;
  if (name === 'p') return paragraph(inlines(children));
  if (name === 'hr') return [{ type: 'horizontalRule' }];
  if (HEADINGS[name]) {
    const content = paragraph(inlines(children))[0]?.content;
    return content ? [{ type: 'heading', attrs: { level: HEADINGS[name] }, content }] : [];
  }
  if (LISTS[name]) {
    const start = Number(node.attribs.start);
    return list(LISTS[name], children, name === 'ol' && Number.isInteger(start) && start !== 1 ? { start } : undefined);
  }
  if (name === 'blockquote') {
    const content = blocks(children);
    return content.length ? [{ type: 'blockquote', content }] : [];
  }
  // A div, or an item out of its list: its content as blocks of this level.
  return blocks(children);
}

/** The Tiptap document of an HTML fragment, serialised as the admin's editor stores it. */
export function htmlRichText(html: string): string {
  const content = blocks(parseDocument(html).children);
  return JSON.stringify({ type: 'doc', content: content.length ? content : [{ type: 'paragraph' }] });
}

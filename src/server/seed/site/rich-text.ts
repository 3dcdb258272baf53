import type { Language } from '../../../shared/languages';

/** One text per site language: `{ ru, en }`, as multilingual fields hold it. */
export type Localized<T> = Readonly<Record<Language, T>>;
export type Text = Localized<string>;

/** A piece of a paragraph: plain text, or text that links (`href`) or stands out (`bold`). */
export type Inline = string | { readonly text: string; readonly href?: string; readonly bold?: boolean };

/**
 * A block of a rich text, written compactly: a string is a paragraph, a list of inlines a paragraph with links,
 * `{ heading }` a subheading (level 2 unless said), `{ list }` a bulleted list, `{ quote }` a quotation.
 */
export type Block =
  | string
  | readonly Inline[]
  | { readonly heading: string; readonly level?: 2 | 3 }
  | { readonly list: readonly (string | readonly Inline[])[] }
  | { readonly quote: string };

interface Mark {
  type: 'link' | 'bold';
  attrs?: { href: string };
}

interface Node {
  type: string;
  text?: string;
  attrs?: { level: number };
  marks?: Mark[];
  content?: Node[];
}

/**
 * A number is not parted from its unit or its other digit groups at a line end: «1,5 млн ₽», «214 волонтёров» keep
 * their space as a no-break space, as Russian typesetting wants.
 */
const UNIT =
  /(\d) (?=\d{3}(?!\d)|млн|млрд|тыс|руб|₽|%|км(?![а-яё])|см(?![а-яё])|м(?![а-яё])|mln|million|thousand|RUB|km\b|cm\b)/g;
const typeset = (text: string) => text.replace(UNIT, '$1\u00a0');

function inline(piece: Inline): Node {
  if (typeof piece === 'string') return { type: 'text', text: typeset(piece) };
  const marks: Mark[] = [];
  if (piece.href) marks.push({ type: 'link', attrs: { href: piece.href } });
  if (piece.bold) marks.push({ type: 'bold' });
  return { type: 'text', text: typeset(piece.text), ...(marks.length ? { marks } : {}) };
}

const paragraph = (content: string | readonly Inline[]): Node => ({
  type: 'paragraph',
  content: (typeof content === 'string' ? [content] : content).map(inline),
});

// Array.isArray does not narrow a readonly array out of a union: this guard does.
const isParagraph = (value: Block): value is string | readonly Inline[] => typeof value === 'string' || Array.isArray(value);

function block(value: Block): Node {
  if (isParagraph(value)) return paragraph(value);
  if ('heading' in value)
    return { type: 'heading', attrs: { level: value.level ?? 2 }, content: [{ type: 'text', text: value.heading }] };
  if ('list' in value)
    return { type: 'bulletList', content: value.list.map((item) => ({ type: 'listItem', content: [paragraph(item)] })) };
  return { type: 'blockquote', content: [paragraph(value.quote)] };
}

/** A rich text field's value: per language, the Tiptap document of the blocks, serialised (as the editor stores it). */
export function richText(blocks: Localized<readonly Block[]>): Text {
  const document = (language: Language) => JSON.stringify({ type: 'doc', content: blocks[language].map(block) });
  return { ru: document('ru'), en: document('en') };
}

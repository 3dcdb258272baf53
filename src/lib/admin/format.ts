import { DEFAULT_LANGUAGE, LANGUAGES } from '@/lib/languages';

const pad = (value: number) => String(value).padStart(2, '0');

/** `21.11.2026 15:05`, in the browser's time zone: how the admin shows and takes dates with a time. */
export function formatDateTime(value: Date): string {
  return `${formatDate(value)} ${pad(value.getHours())}:${pad(value.getMinutes())}`;
}

/** `21.11.2026`. */
export function formatDate(value: Date): string {
  return `${pad(value.getDate())}.${pad(value.getMonth() + 1)}.${value.getFullYear()}`;
}

const DATE_TIME = /^\s*(\d{1,2})\.(\d{1,2})\.(\d{4})(?:\s+(\d{1,2}):(\d{2}))?\s*$/;

/** Reads `DD.MM.YYYY HH:mm` (or `DD.MM.YYYY`) as a local time; undefined when it is no real date. */
export function parseDateTime(text: string): Date | undefined {
  const match = DATE_TIME.exec(text);
  if (!match) return undefined;
  const [day, month, year, hours = 0, minutes = 0] = match
    .slice(1)
    .map((part) => (part === undefined ? undefined : Number(part)));
  const date = new Date(year!, month! - 1, day!, hours, minutes);
  const real =
    date.getFullYear() === year && date.getMonth() === month! - 1 && date.getDate() === day && hours! < 24 && minutes! < 60;
  return real ? date : undefined;
}

const isTextMap = (value: unknown): value is Record<string, unknown> =>
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

interface RichTextNode {
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
 * How a record is named wherever it is picked or referred to: its title in the admin's language, its adminTitle and
 * its variant (the spec: the option label combines title, admin title and variant), or its id when it has none.
 */
export function recordLabel(record: Record<string, unknown>, language: string): string {
  const title = localized(record.title, language) || localized(record.name, language) || localized(record.email, language);
  const adminTitle = typeof record.adminTitle === 'string' ? record.adminTitle : '';
  const parts = [title, adminTitle && adminTitle !== title ? adminTitle : ''].filter(Boolean);
  const variant = typeof record.variant === 'string' && record.variant !== 'default' ? ` (${record.variant})` : '';
  return parts.length ? parts.join(' · ') + variant : String(record.id ?? '');
}

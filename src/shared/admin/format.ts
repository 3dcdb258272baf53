import { localized, richTextToPlain } from '@/shared/localized-text';
import { computedColumnsOf } from '@/shared/registry/computed-columns';
import { isGeneratedPlaceholder } from '@/shared/registry/random-values';

const pad = (value: number) => String(value).padStart(2, '0');

/** `21.11.2026 15:05`, in the browser's time zone: how the admin shows and takes dates with a time. */
export function formatDateTime(value: Date): string {
  return `${formatDate(value)} ${pad(value.getHours())}:${pad(value.getMinutes())}`;
}

/** `21.11.2026`. */
export function formatDate(value: Date): string {
  return `${pad(value.getDate())}.${pad(value.getMonth() + 1)}.${value.getFullYear()}`;
}

const DATE_TIME = /^\s*(\d{1,2})\.(\d{1,2})\.(\d{4})(?:\s+(\d{1,2}):(\d{2}))?(\s+UTC)?\s*$/i;

/**
 * Reads `DD.MM.YYYY HH:mm` (or `DD.MM.YYYY`) as a local time, or as UTC when it ends with `UTC` (`01.10.2026 00:00 UTC`:
 * the dashboard's links, whose days are UTC ones wherever the browser is); undefined when it is no real date.
 */
export function parseDateTime(text: string): Date | undefined {
  const match = DATE_TIME.exec(text);
  if (!match) return undefined;
  const [day, month, year, hours = 0, minutes = 0] = match
    .slice(1, 6)
    .map((part) => (part === undefined ? undefined : Number(part)));
  const utc = match[6] !== undefined;
  const date = utc
    ? new Date(Date.UTC(year!, month! - 1, day!, hours, minutes))
    : new Date(year!, month! - 1, day!, hours, minutes);
  const [y, m, d] = utc
    ? [date.getUTCFullYear(), date.getUTCMonth(), date.getUTCDate()]
    : [date.getFullYear(), date.getMonth(), date.getDate()];
  const real = y === year && m === month! - 1 && d === day && hours! < 24 && minutes! < 60;
  return real ? date : undefined;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
/** Fields no label is made of: what every record has, and links to other records. */
const NOT_A_NAME = new Set(['id', 'createdAt', 'updatedAt', 'variant', 'className', 'orderIndex']);
const LONGEST = 60;

/** `#1f0c2a9b`: what names a record that has nothing else to go by (the start of its id, never the whole uuid). */
export const shortId = (id: unknown): string => (typeof id === 'string' && id ? `#${id.slice(0, 8)}` : '');

const text = (value: unknown): string => (typeof value === 'string' && !UUID.test(value.trim()) ? value.trim() : '');

const clip = (value: string) => (value.length > LONGEST ? `${value.slice(0, LONGEST - 1).trimEnd()}…` : value);

/** A record without a naming field: its first own value that reads as text (an attribute's text or number). */
function firstValue(record: Record<string, unknown>, language: string): string {
  for (const [key, value] of Object.entries(record)) {
    if (NOT_A_NAME.has(key) || /Id$/.test(key) || value === null || typeof value === 'boolean') continue;
    if (typeof value === 'number') return String(value);
    if (value instanceof Date) return formatDateTime(value);
    const shown = text(richTextToPlain(typeof value === 'string' ? value : localized(value, language)));
    if (shown) return shown;
  }
  return '';
}

/**
 * How a record is named wherever it is picked or referred to (an edit dialog's title, a relation's cell and option,
 * a nested row, the palette): its title in the admin's content language (else in any language) or name, with its
 * admin title and a variant other than `default` (the spec: the option label combines title, admin title and
 * variant); without either, its slug (a generated one after an email) or email, else its first own value that reads as
 * text; never a uuid (a record with nothing else goes by the start of its id, `#1f0c2a9b`). Of an `entity` that names
 * its records by a computed column (a donation by its donor), a record with no name of its own goes by its number.
 */
export function recordLabel(record: Record<string, unknown>, language: string, entity?: NumberedEntity): string {
  const title = text(localized(record.title, language)) || text(localized(record.name, language));
  // A generated admin title says nothing next to a title: it names the record only when nothing else does.
  const adminTitle = title && isGeneratedPlaceholder('words', record.adminTitle) ? '' : text(record.adminTitle);
  const parts = [title, adminTitle && adminTitle !== title ? adminTitle : ''].filter(Boolean);
  const variant = typeof record.variant === 'string' && record.variant !== 'default' ? ` (${record.variant})` : '';
  if (parts.length) return clip(parts.join(' · ')) + variant;
  // A generated slug (`brave-spry-cabin-4680`) names nobody: a person's email says who they are.
  const slug = text(record.slug);
  const chosenSlug = isGeneratedPlaceholder('slug', slug) ? '' : slug;
  const own = chosenSlug || text(record.email) || slug;
  if (!own && entity && computedColumnsOf(entity.path).some((column) => column.names)) return numberedLabel(record, entity);
  const other = own || firstValue(record, language);
  return other ? clip(other) + variant : shortId(record.id);
}

/** An entity whose records, when nothing of their own names them, go by its word and a number (`numberedLabel`). */
export interface NumberedEntity {
  path: string;
  /** Its name for one record in the admin's language, `пожертвование`. */
  one: string;
}

/**
 * A record of an entity that names its records by a computed column (computed-columns.ts `names`: a donation by its
 * donor), when nothing of its own names it: the entity's word, the start of its id in capitals and that column's
 * value, `Пожертвование № FF74E8A5 — visitor@example.com`.
 */
export function numberedLabel(record: Record<string, unknown>, entity: NumberedEntity): string {
  const number = typeof record.id === 'string' ? record.id.slice(0, 8).toUpperCase() : '';
  const by = computedColumnsOf(entity.path)
    .filter((column) => column.names)
    .map((column) => text(record[column.name]))
    .find(Boolean);
  const word = entity.one.charAt(0).toUpperCase() + entity.one.slice(1);
  return `${word} № ${number}${by ? ` — ${clip(by)}` : ''}`;
}

/** Fields that say what a record is about, besides its name: the first one given is its summary. */
const SUMMARY_FIELDS = ['description', 'subtitle', 'url', 'opengraphDescription'];

/** What a record says besides its label (a metadata record's description, a page's url), as plain clipped text. */
export function recordSummary(record: Record<string, unknown>, language: string): string {
  for (const name of SUMMARY_FIELDS) {
    const shown = text(richTextToPlain(localized(record[name], language)));
    if (shown) return clip(shown);
  }
  return '';
}

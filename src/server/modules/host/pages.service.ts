import type { Prisma } from '../../../generated/prisma/client';
import { quote } from '../../db/sql';
import { publishedCondition } from '../../crud/shown-records';
import { ADMIN_ORDER } from '../../db/admin-order';
import type { Database } from '../../db/database';
import { AppError } from '../../errors';
import { validInput } from '../../public-error';
import { registry } from '../../../shared/registry/generated';
import { isErrorPageUrl } from '../../../shared/site-pages';
import type { FieldMeta } from '../../../shared/registry/types';
import { textProblem } from '../../storable-text';
import { findByUrlInput, ownSegmentValue, resolveSegment, urlSegmentValueInput, type RecordSegment } from './pages.schema';

/**
 * The host module's page calls. A page url is either fixed (`/about`) or a pattern holding record segments,
 * `/blog/articles/[blog.articles.slug]`, that stands for one url per blog article, its slug in place of the segment.
 */

const widgetInclude = { widgetsToExternalWidgets: { orderBy: ADMIN_ORDER } } satisfies Prisma.HostWidgetInclude;

/**
 * Everything a page is rendered from. Prisma reads it in one statement (relationJoins: each level a lateral join
 * aggregated as JSON), whatever the number of layouts, widgets or metadata.
 */
const pageInclude = {
  pagesToLayouts: {
    orderBy: ADMIN_ORDER,
    include: {
      layout: { include: { layoutsToWidgets: { orderBy: ADMIN_ORDER, include: { widget: { include: widgetInclude } } } } },
    },
  },
  pagesToWidgets: { orderBy: ADMIN_ORDER, include: { widget: { include: widgetInclude } } },
  pagesToMetadata: { orderBy: ADMIN_ORDER, include: { metadata: true } },
} satisfies Prisma.HostPageInclude;

/** A page with its layouts (each with its widgets), its own widgets and its metadata; every widget with its external widgets. */
export type HostPageWithRelations = Prisma.HostPageGetPayload<{ include: typeof pageInclude }>;

/** Most urls `urls` answers: a request's whole row budget (MAX_ROWS_PER_REQUEST). */
export const MAX_URLS = 10_000;

/** The site's urls outnumber what the call may answer: MAX_URLS, or less when its request used part of its budget. */
const tooManyUrls = (limit: number) =>
  new AppError(
    'BAD_REQUEST',
    limit < MAX_URLS
      ? `The site has more page urls than the ${limit} this request may still read: ask for them in a request of their own`
      : `The site has more than ${limit} page urls: more than one request may read`,
    [{ field: 'urls', message: `urls: more than ${limit}`, code: 'too_big', params: { maximum: limit, origin: 'array' } }],
  );

const pagesTable = quote(registry.host.pages.table);
const urlColumn = quote(registry.host.pages.fieldsByName.get('url')!.column);

/** A url segment as text: percent-decoded when that gives storable text, as it is otherwise. */
function decodeSegment(segment: string): string {
  try {
    const decoded = decodeURIComponent(segment);
    return textProblem(decoded) ? segment : decoded;
  } catch {
    return segment;
  }
}

/** The path's segments: query string and hash left out, empty segments (`//`, a trailing `/`) ignored. */
function pathOf(url: string): { raw: string[]; decoded: string[] } {
  const end = url.search(/[?#]/);
  const raw = (end === -1 ? url : url.slice(0, end)).split('/').filter(Boolean);
  return { raw, decoded: raw.map(decodeSegment) };
}

const joined = (segments: readonly string[]) => `/${segments.join('/')}`;

/** `[module.plural.field]`: a record segment (that may name no entity or field). */
const RECORD_FORM = /^\[([^.[\]]+\.[^.[\]]+\.[^.[\]]+)\]$/;

type Part = { fixed: string } | { record: RecordSegment } | { unknown: string };

interface PageUrl {
  id: string;
  url: string;
  parts: Part[];
  /** Holds at least one record segment. */
  isPattern: boolean;
  /** Every record segment names an entity's readable field: a pattern that does not can match nothing. */
  usable: boolean;
  fixedCount: number;
}

function pageUrl(id: string, url: string): PageUrl {
  const parts = pathOf(url).decoded.map((segment): Part => {
    const name = RECORD_FORM.exec(segment)?.[1];
    if (name === undefined) return { fixed: segment };
    const record = resolveSegment(name);
    return record ? { record } : { unknown: name };
  });
  const fixedCount = parts.filter((part) => 'fixed' in part).length;
  return { id, url, parts, isPattern: fixedCount < parts.length, usable: !parts.some((part) => 'unknown' in part), fixedCount };
}

/**
 * The field's value as text in SQL: a text column as it is, a JSON column only where it holds a string,
 * any other column cast to text.
 */
export function textOf(field: FieldMeta): string {
  const column = quote(field.column);
  if (field.type === 'string') return column;
  if (field.type === 'json') return `(CASE WHEN jsonb_typeof(${column}) = 'string' THEN ${column} #>> '{}' END)`;
  return `(${column})::text`;
}

/**
 * The condition (after a table aliased `"record"`) that keeps the records pages show: for a subject, those with a published
 * profile; for an article, the published; nothing for an entity whose every record is shown.
 */
function shownOnly(record: RecordSegment): string {
  const link = record.shownWhen;
  const published = publishedCondition(record.entity, '"record"');
  const showers = (link?.published ?? []).map(
    ({ column, entity }, index) =>
      ` AND EXISTS (SELECT 1 FROM ${quote(entity.table)} AS "shower${index}" WHERE "shower${index}"."id" = "link".${quote(column)} AND ${publishedCondition(entity, `"shower${index}"`)})`,
  );
  return (
    (link
      ? ` AND EXISTS (SELECT 1 FROM ${quote(link.table)} AS "link" WHERE "link".${quote(link.column)} = "record"."id"${showers.join('')})`
      : '') + (published ? ` AND ${published}` : '')
  );
}

/** Of two patterns matching the same url: more fixed segments first, then fixed segments earlier, then url and id. */
function preference(a: PageUrl, b: PageUrl): number {
  if (a.fixedCount !== b.fixedCount) return b.fixedCount - a.fixedCount;
  for (let index = 0; index < a.parts.length; index++) {
    const fixedA = 'fixed' in a.parts[index]!;
    const fixedB = 'fixed' in b.parts[index]!;
    if (fixedA !== fixedB) return fixedA ? -1 : 1;
  }
  return a.url < b.url ? -1 : a.url > b.url ? 1 : a.id < b.id ? -1 : 1;
}

/** The page found for a url: a fixed page, or a pattern page with the url's segments. */
interface PageMatch {
  id: string;
  /** The pattern's parts, when a pattern page matched. */
  parts?: Part[];
  /** The url's (decoded) segments. */
  segments: string[];
}

/**
 * Finds which page serves `url`, in at most two queries: the page whose url equals it (trailing slash or
 * percent-encoding aside) with every pattern page, then, when only patterns can match, whether the records
 * their segments name exist (one query for all of them).
 */
async function matchPage(db: Database, url: string): Promise<PageMatch | null> {
  const { raw, decoded: segments } = pathOf(url);
  // A url written as a pattern is not a page's url: the pattern page is found for a record's url only.
  const exactUrls = segments.some((segment) => RECORD_FORM.test(segment))
    ? []
    : [...new Set([joined(segments), joined(raw)].flatMap((text) => (text === '/' ? [text] : [text, `${text}/`])))];
  const placeholders = exactUrls.map((_, index) => `$${index + 1}`);
  const exactCondition = placeholders.length ? `${urlColumn} IN (${placeholders.join(', ')}) OR ` : '';
  const rows = await db.query<{ id: string; url: string }>(
    `SELECT "id", ${urlColumn} AS "url" FROM ${pagesTable} WHERE ${exactCondition}strpos(${urlColumn}, '[') > 0`,
    exactUrls,
  );

  for (const candidate of exactUrls) {
    const exact = rows.find((row) => row.url === candidate);
    if (exact) return { id: exact.id, segments };
  }

  const candidates = rows
    .map((row) => pageUrl(row.id, row.url))
    .filter(
      (page) =>
        page.isPattern &&
        page.usable &&
        page.parts.length === segments.length &&
        page.parts.every((part, index) => !('fixed' in part) || part.fixed === segments[index]),
    )
    .sort(preference);
  if (!candidates.length) return null;

  // One EXISTS per distinct (table, field, value) the candidates need.
  const checks = new Map<string, { sql: string; value: string }>();
  const checkKey = (record: RecordSegment, value: string) => JSON.stringify([record.entity.table, record.field.column, value]);
  for (const candidate of candidates)
    candidate.parts.forEach((part, index) => {
      if (!('record' in part) || part.record.own) return;
      const value = segments[index]!;
      const key = checkKey(part.record, value);
      if (checks.has(key)) return;
      const placeholder = `$${checks.size + 1}::text`;
      const sql = `EXISTS (SELECT 1 FROM ${quote(part.record.entity.table)} AS "record" WHERE ${textOf(part.record.field)} = ${placeholder}${shownOnly(part.record)})`;
      checks.set(key, { sql, value });
    });
  const entries = [...checks.values()];
  const [found] = entries.length
    ? await db.query<Record<string, boolean>>(
        `SELECT ${entries.map((entry, index) => `${entry.sql} AS "e${index}"`).join(', ')}`,
        entries.map((entry) => entry.value),
      )
    : [];
  const keys = [...checks.keys()];
  const exists = (record: RecordSegment, value: string) =>
    record.own ? ownSegmentValue(value) : found?.[`e${keys.indexOf(checkKey(record, value))}`] === true;

  const page = candidates.find((candidate) =>
    candidate.parts.every((part, index) => !('record' in part) || exists(part.record, segments[index]!)),
  );
  return page ? { id: page.id, parts: page.parts, segments } : null;
}

/**
 * The page at `url` with its layouts, widgets and metadata, or null. A fixed page whose url equals the url
 * wins; otherwise the pattern page whose fixed segments equal the url's and whose record segments name
 * existing records, the one with more fixed segments first. 2 statements for a fixed page, 3 for a pattern.
 */
export async function findByUrl(db: Database, url: string): Promise<HostPageWithRelations | null> {
  return (await findPageAt(db, url))?.page ?? null;
}

/** A page found for a url, with the values the url gives its pattern's record segments. */
export interface PageAtUrl {
  page: HostPageWithRelations;
  /** `{ 'blog.articles.slug': 'restoration-2025' }` for `/blog/articles/restoration-2025`; empty for a fixed page. */
  segments: Record<string, string>;
}

/** What `findByUrl` finds, with the record segments' values: what the public site renders a page from. */
export async function findPageAt(db: Database, url: string): Promise<PageAtUrl | null> {
  // Called directly (not only through its procedure), it still refuses what the procedure would.
  validInput(findByUrlInput, { url });
  const match = await matchPage(db, url);
  if (!match) return null;
  const page = await db.prisma.hostPage.findUnique({ where: { id: match.id }, include: pageInclude });
  if (!page) return null;
  const segments: Record<string, string> = {};
  match.parts?.forEach((part, index) => {
    if ('record' in part) segments[part.record.name] = match.segments[index]!;
  });
  return { page, segments };
}

/**
 * Every page url split on `/` (`/` is `[]`) but the error page's (`/500`), pattern pages expanded into the urls of existing records (a
 * record's value must be non-empty text without `/`); the patterns themselves are not listed. Sorted, no
 * duplicates, at most `limit` urls: a site with more is a 400 that says so. One query for the pages, then
 * one per distinct record segment.
 */
export async function urls(db: Database, limit = MAX_URLS): Promise<string[][]> {
  const rows = await db.query<{ id: string; url: string }>(`SELECT "id", ${urlColumn} AS "url" FROM ${pagesTable}`);
  // The error page is shown where a page fails, not visited: no sitemap or crawler is to be sent there.
  const pages = rows.filter((row) => !isErrorPageUrl(row.url)).map((row) => pageUrl(row.id, row.url));

  const records = new Map<string, RecordSegment>();
  // A page of an `@ownPage` record (an order's) is one person's: none of its urls is listed.
  const listed = pages.filter((page) => page.usable && !page.parts.some((part) => 'record' in part && part.record.own));
  for (const page of listed)
    if (page.isPattern) for (const part of page.parts) if ('record' in part) records.set(part.record.name, part.record);
  const values = new Map<string, string[]>();
  for (const [name, record] of records) {
    const { entity, field } = record;
    const text = textOf(field);
    // One value more than the limit is enough to know there are too many.
    const found = await db.query<{ value: string }>(
      `SELECT DISTINCT ${text} AS "value" FROM ${quote(entity.table)} AS "record" WHERE ${text} <> '' AND strpos(${text}, '/') = 0${shownOnly(record)} ORDER BY 1 LIMIT $1::int`,
      [limit + 1],
    );
    values.set(
      name,
      found.map((row) => row.value),
    );
  }

  const result = new Map<string, string[]>();
  for (const page of listed) {
    // Every combination of the record segments' values.
    let expanded: string[][] = [[]];
    for (const part of page.parts) {
      const options = 'fixed' in part ? [part.fixed] : 'record' in part ? values.get(part.record.name)! : [];
      const next: string[][] = [];
      for (const prefix of expanded)
        for (const option of options) {
          if (next.length >= limit) throw tooManyUrls(limit);
          next.push([...prefix, option]);
        }
      expanded = next;
    }
    for (const segments of expanded) result.set(joined(segments), segments);
    if (result.size > limit) throw tooManyUrls(limit);
  }
  return [...result.entries()].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)).map(([, segments]) => segments);
}

/**
 * The value `url` has at the place of `[segment]` in the pattern page that serves it (the page `findByUrl`
 * finds), or null when that page is fixed, holds no such segment, or there is none.
 */
export async function urlSegmentValue(db: Database, url: string, segment: string): Promise<string | null> {
  validInput(urlSegmentValueInput, { url, segment });
  const match = await matchPage(db, url);
  const index = match?.parts?.findIndex((part) => 'record' in part && part.record.name === segment) ?? -1;
  return index === -1 ? null : match!.segments[index]!;
}

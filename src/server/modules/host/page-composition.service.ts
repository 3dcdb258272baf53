import 'server-only';
import type { HostMetadata } from '../../../generated/prisma/client';
import { readableColumns } from '../../crud/list-query';
import { quote } from '../../db/sql';
import type { Database } from '../../db/database';
import { entityAtPath } from '../../../shared/registry';
import { resolveSegment } from './pages.schema';
import { findPageAt, textOf, type HostPageWithRelations } from './pages.service';

/** A module's widget record as a page embeds it: the fields every module's widget has, and the rest of its row. */
export interface ModuleWidgetRecord {
  id: string;
  variant: string;
  className: string | null;
  slug: string;
  adminTitle: string;
  title: unknown;
  subtitle: unknown;
  description: unknown;
  anchor: string | null;
}

/** A module widget placed on the page through a host widget. */
export interface EmbeddedWidget {
  /** The link's id: unique on the page even when one module widget is embedded twice. */
  key: string;
  module: string;
  widget: ModuleWidgetRecord;
}

/** A host widget on the page: its frame (anchor, className) and the module widgets it embeds, in order. */
export interface PlacedWidget {
  key: string;
  anchor: string | null;
  className: string | null;
  embedded: EmbeddedWidget[];
}

/** Everything the public site renders a page from. */
export interface ComposedPage {
  page: Pick<HostPageWithRelations, 'id' | 'url' | 'title' | 'description' | 'variant' | 'className' | 'language'>;
  segments: Record<string, string>;
  /** The title (multilingual) of the record the url's last record segment names: a project's, an article's. */
  recordTitle: unknown;
  /** The page's metadata records, in order: the renderer picks the one of the visitor's language. */
  metadata: HostMetadata[];
  /** The layouts' `default` widgets (a navbar): before the page's own. */
  before: PlacedWidget[];
  widgets: PlacedWidget[];
  /** The layouts' `additional` widgets (a footer): after the page's own. */
  after: PlacedWidget[];
}

type HostWidget = HostPageWithRelations['pagesToWidgets'][number]['widget'];

/** The module widget records the page's host widgets embed: one query per module, whatever the number of widgets. */
async function moduleWidgets(db: Database, hostWidgets: readonly HostWidget[]) {
  const idsByModule = new Map<string, Set<string>>();
  for (const widget of hostWidgets)
    for (const link of widget.widgetsToExternalWidgets) {
      const ids = idsByModule.get(link.externalModule) ?? new Set<string>();
      ids.add(link.externalWidgetId);
      idsByModule.set(link.externalModule, ids);
    }
  const records = new Map<string, ModuleWidgetRecord>();
  await Promise.all(
    [...idsByModule].map(async ([module, ids]) => {
      const entity = entityAtPath(`/api/${module}/widgets`);
      if (!entity) return;
      const rows = await db.query<ModuleWidgetRecord>(
        `SELECT ${readableColumns(entity)} FROM ${quote(entity.table)} WHERE "id" = ANY($1::text[])`,
        [[...ids]],
      );
      for (const row of rows) records.set(`${module}:${row.id}`, row);
    }),
  );
  return records;
}

/** Host widgets as placed widgets; an embedded widget whose record is gone (or module unknown) is left out. */
function placed(
  links: readonly { id: string; widget: HostWidget }[],
  records: ReadonlyMap<string, ModuleWidgetRecord>,
): PlacedWidget[] {
  return links.map(({ id, widget }) => ({
    key: id,
    anchor: widget.anchor,
    className: widget.className,
    embedded: widget.widgetsToExternalWidgets.flatMap((link) => {
      const record = records.get(`${link.externalModule}:${link.externalWidgetId}`);
      return record ? [{ key: link.id, module: link.externalModule, widget: record }] : [];
    }),
  }));
}

/** The title of the record the last record segment names, when its entity has one. */
async function recordTitle(db: Database, segments: Record<string, string>): Promise<unknown> {
  const last = Object.entries(segments).at(-1);
  const segment = last && resolveSegment(last[0]);
  // Only a public entity's title: a personal record's (a subject's) says nothing the page may show in its head.
  const title = segment?.entity.publiclyReadable ? segment.entity.fieldsByName.get('title') : undefined;
  if (!segment || !title || title.secret) return null;
  const [row] = await db.query<{ title: unknown }>(
    `SELECT ${quote(title.column)} AS "title" FROM ${quote(segment.entity.table)} WHERE ${textOf(segment.field)} = $1 LIMIT 1`,
    [last[1]],
  );
  return row?.title ?? null;
}

/**
 * The page at `url` (as `findByUrl` finds it) ready to render: its layouts' widgets before and after its own, each
 * host widget with the module widget records it embeds, its metadata and the url's record segments. Null when no
 * page serves the url.
 */
export async function composePage(db: Database, url: string): Promise<ComposedPage | null> {
  const found = await findPageAt(db, url);
  if (!found) return null;
  const { page, segments } = found;
  const layoutWidgets = page.pagesToLayouts.flatMap(({ layout }) => layout.layoutsToWidgets);
  const [records, title] = await Promise.all([
    moduleWidgets(db, [...layoutWidgets.map((link) => link.widget), ...page.pagesToWidgets.map((link) => link.widget)]),
    recordTitle(db, segments),
  ]);
  return {
    page: {
      id: page.id,
      url: page.url,
      title: page.title,
      description: page.description,
      variant: page.variant,
      className: page.className,
      language: page.language,
    },
    segments,
    recordTitle: title,
    metadata: page.pagesToMetadata.map((link) => link.metadata),
    before: placed(
      layoutWidgets.filter((link) => link.variant !== 'additional'),
      records,
    ),
    widgets: placed(page.pagesToWidgets, records),
    after: placed(
      layoutWidgets.filter((link) => link.variant === 'additional'),
      records,
    ),
  };
}

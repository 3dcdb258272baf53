import { literal, quote } from '../../db/sql';
import type { Database, Listener } from '../../db/database';
import { entities } from '../../../shared/registry';
import { shownWhenNamed } from '../../../shared/registry/page-content';

/** The channel every write to what public pages show is announced on (NOTIFY: delivered when its transaction commits). */
export const CONTENT_CHANNEL = 'platform_content_changed';

const TRIGGER = 'platform_content_changed';

/** A table whose rows public pages show, and the writes to it that can change a page. */
export interface PageContentTable {
  table: string;
  events: string;
}

/**
 * The tables whose rows public pages show: public entities and the `@pageContent` ones. A new record of an entity that
 * pages show only once linked (a subject, shown with a public profile) changes no page: its inserts are not announced,
 * the link's are.
 */
export const pageContentTables = (): PageContentTable[] =>
  entities
    .filter((entity) => entity.shownOnPages)
    .map((entity) => ({
      table: entity.table,
      events: shownWhenNamed(entity) ? 'UPDATE OR DELETE OR TRUNCATE' : 'INSERT OR UPDATE OR DELETE OR TRUNCATE',
    }))
    .sort((a, b) => (a.table < b.table ? -1 : 1));

/** A trigger function `name` that announces its table's name on CONTENT_CHANNEL. Idempotent. */
export const announcingFunctionSql = (name: string): string =>
  `CREATE OR REPLACE FUNCTION ${name}() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify(${literal(CONTENT_CHANNEL)}, TG_TABLE_NAME);
  RETURN NULL;
END $$`;

/**
 * One statement-level trigger per page-content table that announces a write (insert, update, delete, truncate) on
 * CONTENT_CHANNEL, whoever makes it: the generic calls, a module's own Prisma writes, a seed, another server
 * process, psql. The trigger is dropped from a table that no longer holds page content. Idempotent.
 */
export function contentTriggersSql(tables: readonly PageContentTable[] = pageContentTables()): string {
  const list = tables.map(({ table }) => literal(table)).join(', ');
  return [
    announcingFunctionSql(TRIGGER),
    ...tables.map(
      ({ table, events }) =>
        `CREATE OR REPLACE TRIGGER ${TRIGGER} AFTER ${events} ON ${quote(table)} FOR EACH STATEMENT EXECUTE FUNCTION ${TRIGGER}()`,
    ),
    `DO $$
DECLARE stale record;
BEGIN
  FOR stale IN
    SELECT c.relname FROM pg_trigger t JOIN pg_class c ON c.oid = t.tgrelid JOIN pg_namespace n ON n.oid = c.relnamespace
    WHERE t.tgname = ${literal(TRIGGER)} AND n.nspname = current_schema() AND NOT (c.relname = ANY (ARRAY[${list}]::text[]))
  LOOP
    EXECUTE format('DROP TRIGGER %I ON %I', ${literal(TRIGGER)}, stale.relname);
  END LOOP;
END $$`,
  ].join(';\n');
}

/**
 * Announces a change that no table write makes (a revalidation asked for by a client, a figure pages show), to every
 * server process; in a transaction, when it commits.
 */
export async function announceContentChange(db: Database, what: string): Promise<void> {
  // pg_notify returns void, which not every driver reads (Prisma's, in a transaction): the cast makes it a text column.
  await db.query('SELECT pg_notify($1, $2)::text AS "notified"', [CONTENT_CHANNEL, what]);
}

/** Calls `onChange` for every announced change (and after a lost listener came back). Answers the listener. */
export function watchContentChanges(db: Database, onChange: (what: string) => void): Promise<Listener> {
  return db.listen(CONTENT_CHANNEL, onChange);
}

import { contentTriggersSql } from './page-cache/content-changes';
import { liveTriggersSql } from './live/live-triggers';
import { watchedContentTriggersSql, type WatchedContent } from './page-cache/watched-content';
import type { Database } from '../db/database';
import { applyMigrations, LOCK_KEY } from '../db/migrations';

/**
 * Brings a database to what this code expects: the pending migrations, then what the registry and the modules derive
 * and no migration holds (the triggers that announce writes to page content, the writes the modules watch for the
 * content they keep in private tables, and orders' and invoices' writes to their subjects), under the migrations' lock
 * so that servers starting together take turns. Answers the migrations applied. The server's prepareDatabase hands in
 * the modules' watched content.
 */
export async function prepareDatabaseWith(
  db: Pick<Database, 'exec' | 'query'>,
  watched: readonly WatchedContent[],
): Promise<string[]> {
  const applied = await applyMigrations(db);
  await db.exec(
    `SELECT pg_advisory_xact_lock(${LOCK_KEY});\n${contentTriggersSql()};\n${watchedContentTriggersSql(watched)};\n${liveTriggersSql()}`,
  );
  return applied;
}

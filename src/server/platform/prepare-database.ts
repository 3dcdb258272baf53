import { contentTriggersSql } from './page-cache/content-changes';
import { liveTriggersSql } from './live/live-triggers';
import { raisedTriggersSql } from './page-cache/raised-changes';
import type { Database } from '../db/database';
import { applyMigrations, LOCK_KEY } from '../db/migrations';

/**
 * Brings a database to what this code expects: the pending migrations, then what the registry derives and no
 * migration holds (the triggers that announce writes to page content, payments that change what projects raised, and
 * orders' and invoices' writes to their subjects), under the migrations' lock so that servers
 * starting together take turns. Answers the migrations applied.
 */
export async function prepareDatabase(db: Pick<Database, 'exec' | 'query'>): Promise<string[]> {
  const applied = await applyMigrations(db);
  await db.exec(
    `SELECT pg_advisory_xact_lock(${LOCK_KEY});\n${contentTriggersSql()};\n${raisedTriggersSql()};\n${liveTriggersSql()}`,
  );
  return applied;
}

import type { Database } from './db/database';
import { moduleWatchedContent } from './modules';
import { prepareDatabaseWith } from './platform/prepare-database';

/**
 * Brings a database to what this code expects: the migrations, and the triggers the registry and the modules derive
 * (platform/prepare-database.ts). Answers the migrations applied.
 */
export const prepareDatabase = (db: Pick<Database, 'exec' | 'query'>): Promise<string[]> =>
  prepareDatabaseWith(db, moduleWatchedContent);

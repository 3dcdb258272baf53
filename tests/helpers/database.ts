import { openDatabase, type Database, type DatabaseOptions } from '../../src/server/db/database';
import { prepareDatabase } from '../../src/server/prepare-database';
import { createThrowawayDatabase } from '../../scripts/throwaway-database';

/** The PostgreSQL server every machine of this project runs (trust auth); each test file gets its own database there. */
export const TEST_POSTGRES_URL = process.env.TEST_POSTGRES_URL || 'postgres://postgres@127.0.0.1:5432/postgres';

/**
 * The migrated database the postgres project's global setup keeps for the run (postgres-template-setup.ts): a test
 * database copied from it skips the migrations, seconds per test file.
 */
export const TEST_POSTGRES_TEMPLATE = 'TEST_POSTGRES_TEMPLATE';

/** Which database this run of the suite targets: set per vitest project. */
export const testDatabaseKind = (process.env.TEST_DATABASE || 'pglite') as 'pglite' | 'postgres';

export interface TestDatabase extends Database {
  /** Closes the connection and drops a PostgreSQL test database. */
  dispose(): Promise<void>;
  /** PostgreSQL: the throwaway database's url, for a second connection (another server process). */
  url?: string;
}

/**
 * A migrated, empty database of the kind this run targets: PGlite in memory or a throwaway PostgreSQL database (a copy
 * of the run's template when there is one). `options` go to openDatabase (`onQuery` also hears the preparation).
 */
export async function openTestDatabase(options?: DatabaseOptions): Promise<TestDatabase> {
  if (testDatabaseKind === 'pglite') {
    const db = await openDatabase('memory://', options);
    await prepareDatabase(db);
    return { ...db, dispose: () => db.close() };
  }
  const throwaway = await createThrowawayDatabase(TEST_POSTGRES_URL, 'platform_test', process.env[TEST_POSTGRES_TEMPLATE]);
  const db = await openDatabase(throwaway.url, options);
  // On a copy of the template: nothing to apply, the derived triggers written again (a check that it is current).
  await prepareDatabase(db);
  return {
    ...db,
    url: throwaway.url,
    dispose: async () => {
      await db.close();
      await throwaway.drop();
    },
  };
}

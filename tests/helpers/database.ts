import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { openDatabase, type Database } from '../../src/server/db/database';
import { applyMigrations } from '../../src/server/db/migrations';

/** The PostgreSQL server every machine of this project runs (trust auth); each test file gets its own database there. */
export const TEST_POSTGRES_URL = process.env.TEST_POSTGRES_URL || 'postgres://postgres@127.0.0.1:5432/postgres';

/** Which database this run of the suite targets: set per vitest project. */
export const testDatabaseKind = (process.env.TEST_DATABASE || 'pglite') as 'pglite' | 'postgres';

export interface TestDatabase extends Database {
  /** Closes the connection and drops a PostgreSQL test database. */
  dispose(): Promise<void>;
}

async function onServer(sql: string) {
  const client = new pg.Client({ connectionString: TEST_POSTGRES_URL });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

/** A migrated, empty database of the kind this run targets: PGlite in memory or a throwaway PostgreSQL database. */
export async function openTestDatabase(): Promise<TestDatabase> {
  if (testDatabaseKind === 'pglite') {
    const db = await openDatabase('memory://');
    await applyMigrations(db);
    return { ...db, dispose: () => db.close() };
  }
  const name = `platform_test_${randomBytes(6).toString('hex')}`;
  await onServer(`CREATE DATABASE "${name}"`);
  const url = new URL(TEST_POSTGRES_URL);
  url.pathname = `/${name}`;
  const db = await openDatabase(url.toString());
  await applyMigrations(db);
  return {
    ...db,
    dispose: async () => {
      await db.close();
      await onServer(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
    },
  };
}

import { openDatabase } from '../../src/server/db/database';
import { prepareDatabase } from '../../src/server/prepare-database';
import { createThrowawayDatabase } from '../../scripts/throwaway-database';
import { TEST_POSTGRES_TEMPLATE, TEST_POSTGRES_URL } from './database';

/**
 * The `postgres` project's migrated database for the whole run (vitest.config.ts): each test file's database is a
 * copy of it, made by the server in a fraction of the migrations' time. Vitest builds the workers' environment from
 * process.env after the global setups ran, so the name set here reaches them.
 */
export default async function createPostgresTemplate(): Promise<() => Promise<void>> {
  const template = await createThrowawayDatabase(TEST_POSTGRES_URL, 'platform_test_template');
  const db = await openDatabase(template.url);
  try {
    await prepareDatabase(db);
  } finally {
    // A database is copied only while no session is connected to it.
    await db.close();
  }
  process.env[TEST_POSTGRES_TEMPLATE] = template.name;
  return () => template.drop();
}

import { expect, it } from 'vitest';
import { pendingMigrationSql } from '../../scripts/migrations/create';
import { testDatabaseKind } from '../helpers/database';

// The engine works on its own in-memory PGlite whatever the suite targets: once is enough.
it.skipIf(testDatabaseKind === 'postgres')('migrations are up to date with the schema', async () => {
  const sql = await pendingMigrationSql();
  expect(sql, 'prisma/schema changed without a migration: run npm run migrate:create -- <name>').toBe('');
});

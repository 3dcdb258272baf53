/** `npm run migrate`: applies pending prisma/migrations to the database named by DATABASE_URL (default: PGlite in .data/pglite). */
import { openDatabase } from '../../src/server/db/database';
import { MIGRATIONS_DIR } from '../../src/server/db/migrations';
import { prepareDatabase } from '../../src/server/prepare-database';

const db = await openDatabase(process.env.DATABASE_URL);
try {
  const applied = await prepareDatabase(db);
  console.log(
    applied.length
      ? `Applied ${applied.length} migration(s) to ${db.kind}:\n${applied.map((name) => `  ${name}`).join('\n')}`
      : `No pending migrations in ${MIGRATIONS_DIR} (${db.kind}).`,
  );
} finally {
  await db.close();
}

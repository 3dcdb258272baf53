/**
 * `npm run seed`: the shipped site (and its roles and currencies) in the database named by DATABASE_URL (default: PGlite
 * in .data/pglite), migrated first. A database that already holds pages is left as it is: seeding twice changes nothing.
 * The first `npm start` on an empty database does the same.
 */
import { openDatabase } from '../src/server/db/database';
import { prepareDatabase } from '../src/server/prepare-database';
import { seed } from '../src/server/seed';
import { ensureCoordinatorSignIn } from './administrator';
import { loadEnvironment } from './env';

loadEnvironment();
const db = await openDatabase(process.env.DATABASE_URL);
try {
  await prepareDatabase(db);
  const seeded = await seed(db);
  console.log(seeded ? `Seeded the site into ${db.kind}.` : `The database (${db.kind}) already holds pages: nothing was added.`);
  if (seeded) await ensureCoordinatorSignIn(db);
} finally {
  await db.close();
}

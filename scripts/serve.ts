// `npm start` (after `next build`) and `npm run dev`: migrates, seeds a fresh database, serves everything.
import next from 'next';
import { openDatabase } from '../src/server/db/database';
import { applyMigrations } from '../src/server/db/migrations';
import { createPlatformServer } from '../src/server/http/server';
import { loadEnvironment } from './env';
import { seed } from './seed';

loadEnvironment();
const dev = process.argv.includes('--dev');
const port = Number(process.env.PORT || 4000);
const host = process.env.HOST || '0.0.0.0';

const db = await openDatabase(process.env.DATABASE_URL);
const applied = await applyMigrations(db);
if (applied.length) console.log(`Applied migrations: ${applied.join(', ')}`);
const seeded = await seed(db);
if (seeded) console.log('Seeded the minimal dataset');

const app = next({ dev, hostname: host, port });
await app.prepare();
const server = createPlatformServer({ db, secretKey: process.env.RBAC_SECRET_KEY || undefined, pages: app.getRequestHandler() });
server.listen(port, host, () =>
  console.log(`Platform on http://localhost:${port} (${db.kind}, ${dev ? 'development' : 'production'})`),
);

const stop = () => {
  server.close();
  void db.close().finally(() => process.exit(0));
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);

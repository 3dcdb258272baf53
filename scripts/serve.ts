// `npm start` (after `next build`) and `npm run dev`: migrates, seeds a fresh database, serves everything.
import next from 'next';
import { openDatabase } from '../src/server/db/database';
import { prepareDatabase } from '../src/server/platform/prepare-database';
import { createPlatformServer } from '../src/server/http/server';
import { dependenciesFromEnvironment } from '../src/server/dependencies';
import { watchContentChanges } from '../src/server/platform/page-cache/content-changes';
import { expireAllPages } from '../src/server/platform/page-cache/next-cache-handler.mjs';
import { setServerRuntime } from '../src/server/runtime';
import { seed } from '../src/server/seed';
import { ensureAdministrator } from './administrator';
import { loadEnvironment } from './env';

loadEnvironment();
const dev = process.argv.includes('--dev');
const port = Number(process.env.PORT || 4000);
const host = process.env.HOST || '0.0.0.0';

const db = await openDatabase(process.env.DATABASE_URL);
const applied = await prepareDatabase(db);
if (applied.length) console.log(`Applied migrations: ${applied.join(', ')}`);
const seeded = await seed(db);
if (seeded) console.log('Seeded the site and its roles and currencies');
await ensureAdministrator(db);

const dependencies = dependenciesFromEnvironment(db);
// Before Next.js starts: its pages call the same router on this database (src/server/caller.ts).
setServerRuntime(dependencies);
// Any write to what public pages show, by this process or another, renders the cached pages again on their next visit.
await watchContentChanges(db, () => expireAllPages());
const app = next({ dev, hostname: host, port });
await app.prepare();
const server = createPlatformServer({
  ...dependencies,
  pages: app.getRequestHandler(),
  trustedProxyHops: Number(process.env.TRUST_PROXY_HOPS || 0),
  development: dev,
});
server.listen(port, host, () =>
  console.log(`Platform on http://localhost:${port} (${db.kind}, ${dev ? 'development' : 'production'})`),
);

const stop = () => {
  server.close();
  void db.close().finally(() => process.exit(0));
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);

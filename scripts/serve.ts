// `npm start` (after building when needed) and `npm run dev`: migrates, seeds a fresh database, serves everything.
import next from 'next';
import { openDatabase } from '../src/server/db/database';
import { prepareDatabase } from '../src/server/platform/prepare-database';
import { DEFAULT_SHUTDOWN_TIMEOUT_MS, gracefulShutdownOf } from '../src/server/http/graceful-shutdown';
import { createPlatformServer } from '../src/server/http/server';
import { sendConsoleToLog } from '../src/server/platform/logging/console';
import { logLevelOf } from '../src/server/platform/logging/log-level';
import { createLogger, logger, useLogger } from '../src/server/platform/logging/logger';
import { neverLog } from '../src/server/platform/logging/secret-values';
import { removeAbandonedTemporaryFolders } from '../src/server/platform/file-storage/temporary-folder';
import { wholeNumberSetting } from '../src/server/platform/settings/whole-number';
import { DEFAULT_PORT } from '../src/server/platform/settings/site-url';
import { dependenciesFromEnvironment } from '../src/server/dependencies';
import { changeListenerCheck } from '../src/server/platform/health/readiness-checks';
import { startJobs } from '../src/server/jobs';
import { watchContentChanges } from '../src/server/platform/page-cache/content-changes';
import { expireAllPages } from '../src/server/platform/page-cache/next-cache-handler.mjs';
import { setServerRuntime } from '../src/server/runtime';
import { seed } from '../src/server/seed';
import { ensureAdministrator } from './administrator';
import { loadEnvironment } from './env';

loadEnvironment();
const dev = process.argv.includes('--dev');
// JSON lines at LOG_LEVEL, readable ones in development; Next.js's and libraries' errors among them.
useLogger(createLogger({ level: logLevelOf(process.env.LOG_LEVEL), readable: dev }));
sendConsoleToLog();
neverLog(process.env.RBAC_SECRET_KEY, process.env.RBAC_JWT_SECRET);
// The port `.env` records (a first start writes the one it was given there) and SITE_URL's default names.
const port = wholeNumberSetting(process.env, 'PORT', DEFAULT_PORT, 1, 65_535);
const host = process.env.HOST || '0.0.0.0';
const shutdownTimeoutMs = wholeNumberSetting(process.env, 'SHUTDOWN_TIMEOUT_MS', DEFAULT_SHUTDOWN_TIMEOUT_MS);

// Files of uploads a killed process was reading; those of servers still running on this machine stay.
const abandoned = await removeAbandonedTemporaryFolders();
if (abandoned.length) logger().info(`Removed the temporary files of stopped processes: ${abandoned.join(', ')}`);

const db = await openDatabase(process.env.DATABASE_URL);
const applied = await prepareDatabase(db);
if (applied.length) logger().info(`Applied migrations: ${applied.join(', ')}`);
const seeded = await seed(db);
if (seeded) logger().info('Seeded the site and its roles and currencies');
await ensureAdministrator(db);

const dependencies = dependenciesFromEnvironment(db);
// Before Next.js starts: its pages call the same router on this database (src/server/caller.ts).
setServerRuntime(dependencies);
// Any write to what public pages show, by this process or another, renders the cached pages again on their next visit.
const contentListener = await watchContentChanges(db, () => expireAllPages());
dependencies.readiness.add(changeListenerCheck(contentListener));
// This process's job runner (outbox delivery, clean-ups), beside those of the other processes: each job runs once.
const jobs = await startJobs(dependencies);
const app = next({ dev, hostname: host, port });
await app.prepare();
const server = createPlatformServer({
  ...dependencies,
  pages: app.getRequestHandler(),
  trustedProxyHops: Number(process.env.TRUST_PROXY_HOPS || 0),
  development: dev,
});
const shutdown = gracefulShutdownOf(server);
// A load balancer that asks during the stop is told to send elsewhere.
dependencies.readiness.add({
  name: 'shutdown',
  check: async () => {
    if (shutdown.stopping()) throw new Error('stopping: requests in flight are finishing');
  },
});
server.listen(port, host, () =>
  logger().info(
    `Platform on ${dependencies.siteUrl} (listening on ${host}:${port}; ${db.kind}, ${dev ? 'development' : 'production'})`,
  ),
);

const stop = (signal: NodeJS.Signals) => {
  if (shutdown.stopping()) {
    logger().warn(`${signal} again: stopping at once`);
    process.exit(1);
  }
  logger().info(`${signal}: finishing the requests in flight and running jobs (up to ${shutdownTimeoutMs} ms), then stopping`);
  // No new job from now on, rather than after the requests: the running ones finish meanwhile, within the same limit.
  // A failure here is the job runner's step to report, below.
  jobs.stopClaiming().catch(() => undefined);
  void shutdown
    .shutDown({
      timeoutMs: shutdownTimeoutMs,
      log: (message) => logger().error(message),
      steps: [
        { name: 'Next.js', close: () => app.close() },
        // The jobs it runs end (or what is left of the limit runs out) before the database closes under them.
        { name: 'the job runner', close: (leftMs) => jobs.stop({ waitMs: leftMs }) },
        // Called with nothing: PGlite's own unlisten reads an argument as the transaction to unlisten in.
        { name: 'the change listener', close: () => contentListener() },
        { name: 'the abuse-limit store', close: async () => dependencies.limiter.store.close?.() },
        { name: 'the database', close: () => db.close() },
      ],
    })
    .then((closed) => {
      if (closed) logger().info('Stopped');
      else logger().error('Stopped, but something did not close cleanly');
      process.exit(closed ? 0 : 1);
    });
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);

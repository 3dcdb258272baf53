// `npm start` (after building when needed) and `npm run dev`: migrates, seeds a fresh database, serves everything.
import './node-env';
import next from 'next';
import { openDatabase } from '../src/server/db/database';
import { prepareDatabase } from '../src/server/prepare-database';
import {
  closeInOrder,
  DEFAULT_SHUTDOWN_TIMEOUT_MS,
  gracefulShutdownOf,
  type ShutdownStep,
} from '../src/server/http/graceful-shutdown';
import { listen } from '../src/server/http/listen';
import { createPlatformServer } from '../src/server/http/server';
import { sendConsoleToLog } from '../src/server/platform/logging/console';
import { logLevelOf, type LogLevel } from '../src/server/platform/logging/log-level';
import { createLogger, logger, useLogger } from '../src/server/platform/logging/logger';
import { neverLog } from '../src/server/platform/logging/secret-values';
import { removeAbandonedTemporaryFolders } from '../src/server/platform/file-storage/temporary-folder';
import { wholeNumberSetting } from '../src/server/platform/settings/whole-number';
import { DEFAULT_PORT } from '../src/server/platform/settings/site-url';
import { dependenciesFromEnvironment } from '../src/server/dependencies';
import { changeListenerCheck, liveChannelCheck } from '../src/server/platform/health/readiness-checks';
import { prepareJobs, type Jobs } from '../src/server/jobs';
import { watchContentChanges } from '../src/server/platform/page-cache/content-changes';
import { expireAllPages } from '../src/server/platform/page-cache/next-cache-handler.mjs';
import { LiveStreams } from '../src/server/platform/live/live-streams';
import { setServerRuntime } from '../src/server/runtime';
import { seed } from '../src/server/seed';
import { DEFAULT_FLUSH_SECONDS, PageViewCounter } from '../src/server/modules/analytic';
import { stopDrawing } from '../src/server/modules/file-storage';
import { ensureAdministrator, ensureCoordinatorSignIn } from './administrator';
import { loadEnvironment } from './env';

const dev = process.argv.includes('--dev');
/** `.env`, and LOG_LEVEL in it, are read before the logger is made; a failure there is the start's first (below). */
let unreadSettings: unknown;
let level: LogLevel = 'info';
try {
  loadEnvironment();
  level = logLevelOf(process.env.LOG_LEVEL);
} catch (error) {
  unreadSettings = error;
}
// JSON lines at LOG_LEVEL, readable ones in development; Next.js's and libraries' errors among them.
useLogger(createLogger({ level, readable: dev }));
sendConsoleToLog();

/**
 * What the start has opened so far, newest first: a start that fails closes them before the process ends, and the
 * stop closes the same (docs/decisions/0040).
 */
const opened: ShutdownStep[] = [];
const opening = (name: string, close: ShutdownStep['close']) => opened.unshift({ name, close });
/** The step under way, named in the line of a start that fails. */
let doing = 'reading the settings';
let shutdownTimeoutMs = DEFAULT_SHUTDOWN_TIMEOUT_MS;

/**
 * A start that fails ends the process: one line saying what failed and while doing what (the details at debug), what
 * was opened closed (within SHUTDOWN_TIMEOUT_MS), exit 1. Never a process that lives on serving nothing, holding its
 * database connections.
 */
async function failStart(error: unknown): Promise<never> {
  logger().debug({ err: error }, `The start failed while ${doing}`);
  logger().fatal(`Cannot start: ${doing} failed: ${error instanceof Error ? error.message : String(error)}`);
  const limit = new Promise<void>((resolve) => setTimeout(resolve, shutdownTimeoutMs).unref());
  await Promise.race([
    closeInOrder(opened, { deadline: Date.now() + shutdownTimeoutMs, log: (message) => logger().error(message) }),
    limit,
  ]);
  process.exit(1);
}

async function start() {
  if (unreadSettings) throw unreadSettings;
  neverLog(process.env.RBAC_SECRET_KEY, process.env.RBAC_JWT_SECRET);
  // The port `.env` records (a first start writes the one it was given there) and SITE_URL's default names.
  const port = wholeNumberSetting(process.env, 'PORT', DEFAULT_PORT, 1, 65_535);
  const host = process.env.HOST || '0.0.0.0';
  shutdownTimeoutMs = wholeNumberSetting(process.env, 'SHUTDOWN_TIMEOUT_MS', DEFAULT_SHUTDOWN_TIMEOUT_MS);

  doing = 'removing the temporary files of stopped processes';
  // Files of uploads a killed process was reading; those of servers still running on this machine stay.
  const abandoned = await removeAbandonedTemporaryFolders();
  if (abandoned.length) logger().info(`Removed the temporary files of stopped processes: ${abandoned.join(', ')}`);

  doing = 'opening the database';
  const db = await openDatabase(process.env.DATABASE_URL);
  opening('the database', () => db.close());
  doing = 'reading the settings';
  const dependencies = dependenciesFromEnvironment(db);
  opening('the abuse-limit store', async () => dependencies.limiter.store.close?.());
  // The SMTP pool's open connections (src/server/platform/mail/smtp-mailer.ts).
  opening('the mailer', async () => dependencies.mailer?.close?.());
  opening('the file storage', () => dependencies.storage.close());
  // The JOBS_* settings are read now, the runner started only once the server listens.
  const preparedJobs = prepareJobs(dependencies);

  doing = 'migrating the database';
  const applied = await prepareDatabase(db);
  if (applied.length) logger().info(`Applied migrations: ${applied.join(', ')}`);
  doing = 'seeding the database';
  const seeded = await seed(db);
  if (seeded) logger().info('Seeded the site and its roles and currencies');
  await ensureAdministrator(db);
  if (seeded) await ensureCoordinatorSignIn(db);

  // Before Next.js starts: its pages call the same router on this database (src/server/caller.ts).
  setServerRuntime(dependencies);
  doing = 'listening for content changes';
  // Any write to what public pages show, by this process or another, renders the cached pages again on their next visit.
  const contentListener = await watchContentChanges(db, () => expireAllPages());
  // Called with nothing: PGlite's own unlisten reads an argument as the transaction to unlisten in.
  opening('the change listener', () => contentListener());
  dependencies.readiness.add(changeListenerCheck(contentListener));
  doing = 'listening for live events';
  // The open pages' streams hear of changes made by any process (docs/decisions/0045); closing the server ends them.
  const live = new LiveStreams(db);
  await live.start();
  opening('the live channel', () => live.close());
  dependencies.readiness.add(liveChannelCheck(live));

  doing = 'starting the page views counter';
  // Views are counted in memory and added to the daily metrics every few seconds, and once more at the stop.
  const pageViews = new PageViewCounter(db, {
    flushSeconds: wholeNumberSetting(process.env, 'ANALYTIC_FLUSH_SECONDS', DEFAULT_FLUSH_SECONDS, 1, 3600),
    siteHost: new URL(dependencies.siteUrl).host,
    onError: (error) => logger().warn({ err: error }, 'Page views not written yet: they are kept for the next try'),
  });
  pageViews.start();
  opening('the page views', () => pageViews.stop());

  doing = 'preparing Next.js';
  const app = next({ dev, hostname: host, port });
  await app.prepare();
  opening('Next.js', () => app.close());
  const server = createPlatformServer({
    ...dependencies,
    pages: app.getRequestHandler(),
    trustedProxyHops: Number(process.env.TRUST_PROXY_HOPS || 0),
    development: dev,
    live,
    pageViews,
  });
  const shutdown = gracefulShutdownOf(server);
  // A load balancer that asks during the stop is told to send elsewhere.
  dependencies.readiness.add({
    name: 'shutdown',
    check: async () => {
      if (shutdown.stopping()) throw new Error('stopping: requests in flight are finishing');
    },
  });

  doing = 'listening';
  await listen(server, port, host);
  opening('the server', () => {
    const closed = new Promise<void>((resolve) => server.close(() => resolve()));
    server.closeAllConnections();
    return closed;
  });
  // This process's job runner (outbox delivery, clean-ups), beside those of the other processes: each job runs once.
  // Only now: a process that cannot serve must not take jobs either.
  doing = 'starting the job runner';
  const jobs = await preparedJobs.start();
  const serving = `Platform on ${dependencies.siteUrl} (listening on ${host}:${port}; ${db.kind}, ${dev ? 'development' : 'production'})`;
  return { app, db, dependencies, contentListener, jobs, shutdown, pageViews, serving };
}

const { app, db, dependencies, contentListener, jobs, shutdown, pageViews, serving } = await start().catch(failStart);
stopOnSignals(jobs);
// Said only once a signal stops it cleanly: whoever waits for this line (a supervisor, the tests) may stop it at once.
logger().info(serving);

function stopOnSignals(jobs: Jobs) {
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
          // After the jobs that draw receipts.
          { name: 'the drawing thread', close: () => stopDrawing() },
          // After the jobs that send mail: a message on its way finishes before its connection closes.
          { name: 'the mailer', close: async () => dependencies.mailer?.close?.() },
          // After the jobs that write receipts and send files.
          { name: 'the file storage', close: () => dependencies.storage.close() },
          // Called with nothing: PGlite's own unlisten reads an argument as the transaction to unlisten in.
          { name: 'the change listener', close: () => contentListener() },
          // The views counted since the last flush, once no request is left to add one.
          { name: 'the page views', close: () => pageViews.stop() },
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
}

import { availableParallelism } from 'node:os';
import { fileURLToPath } from 'node:url';
import { defineConfig, type TestProjectInlineConfiguration } from 'vitest/config';

const databaseSuites = ['tests/api/**/*.test.ts', 'tests/db/**/*.test.ts', 'src/**/*.test.ts'];

/** What only a PostgreSQL server has (a connection pool): `*.postgres.test.ts` runs in the postgres project only. */
const postgresOnly = '**/*.postgres.test.ts';
/** What touches no database (a provider's parsing, an address rule): `*.unit.test.ts` beside its code runs once. */
const unitBeside = 'src/**/*.unit.test.ts';

/**
 * `unit` runs once; the suites that touch a database run twice, on embedded PGlite and on the
 * PostgreSQL server at 127.0.0.1:5432 (TEST_POSTGRES_URL), each test file on its own fresh database;
 * `e2e` drives the started product in a browser.
 *
 * On a 2-core machine the browser suites would compete for the CPU with the database suites: they run after them
 * (groupOrder), two files at once like the rest (a browser test waits on its server and its page most of its time;
 * decision 0080), and wait for conditions with time to spare (a busy machine is slow, not wrong). Their limits are
 * long because every wait in them ends as soon as its condition holds.
 */
const E2E_LIMIT_MS = 300_000;

/**
 * Test files at once: vitest's default (one fewer than the cores) is a single file at a time on 2 cores, and a database
 * suite waits on PostgreSQL, PGlite's file writes and its servers' sockets much of its time, leaving a core idle
 * (decision 0079: the `postgres` project's tests summed 1,088 s and took 588 s with two files at a time).
 */
const TEST_FILES_AT_ONCE = Math.max(2, availableParallelism() - 1);

/** The suites that write, read and remove stored files: run again with each remote provider keeping them. */
const fileSuites = [
  'tests/api/multipart.test.ts',
  'tests/api/file-visibility.test.ts',
  'tests/api/file-generate.test.ts',
  'tests/api/checkout.test.ts',
  'src/server/modules/file-storage/remote-files.service.test.ts',
  'src/server/modules/file-storage/remote-files.procedures.test.ts',
  'src/server/modules/file-storage/stored-files/move-stored-files.service.test.ts',
  'tests/api/stored-file-urls.test.ts',
];
/** The file suites on PGlite with `kind`'s provider, reached on loopback at the server `globalSetup` starts for the run. */
const fileSuitesOn = (kind: 'aws-s3' | 'vercel-blob', globalSetup: string): TestProjectInlineConfiguration => ({
  extends: true,
  test: {
    name: `files-${kind}`,
    include: fileSuites,
    globalSetup: [globalSetup],
    env: { TEST_DATABASE: 'pglite', TEST_FILE_STORAGE_PROVIDER: kind },
  },
});

export default defineConfig({
  resolve: {
    alias: {
      // The `@/` imports of src/ (tsconfig.json's paths), for tests of code the browser also runs.
      '@/': fileURLToPath(new URL('./src/', import.meta.url)),
      // Server code is tested outside Next.js: its server-only marker must let it load, as Next's server bundle does.
      'server-only': fileURLToPath(new URL('./node_modules/server-only/empty.js', import.meta.url)),
    },
  },
  test: {
    // The servers the suites start would log a line per request: only warnings and errors, unless asked.
    env: { LOG_LEVEL: process.env.LOG_LEVEL || 'warn' },
    testTimeout: 60_000,
    hookTimeout: 60_000,
    maxWorkers: TEST_FILES_AT_ONCE,
    projects: [
      { extends: true, test: { name: 'unit', include: ['tests/unit/**/*.test.ts', unitBeside] } },
      {
        extends: true,
        test: {
          name: 'pglite',
          include: databaseSuites,
          exclude: [postgresOnly, unitBeside],
          // Files share their worker's modules (each still opens its own database): the server's module graph is
          // evaluated once, not per file, and PGlite's compiled wasm is reused (6 files: 192 s → 51 s at load 12).
          isolate: false,
          env: { TEST_DATABASE: 'pglite' },
        },
      },
      {
        extends: true,
        test: {
          name: 'postgres',
          include: databaseSuites,
          exclude: [unitBeside],
          // Each test file's database is a copy of one migrated for the run.
          globalSetup: ['tests/helpers/postgres-template-setup.ts'],
          // As on PGlite: the server's module graph evaluated once per worker, not per file.
          isolate: false,
          env: { TEST_DATABASE: 'postgres' },
        },
      },
      // A real S3 server (s3rver) on loopback.
      fileSuitesOn('aws-s3', 'tests/helpers/s3-global-setup.ts'),
      // A fake of Vercel Blob's API on loopback.
      fileSuitesOn('vercel-blob', 'tests/helpers/fake-vercel-blob-setup.ts'),
      // The built product in Debian's Chromium: needs `next build` first, as `npm test` does.
      {
        extends: true,
        test: {
          name: 'e2e',
          include: ['e2e/**/*.test.ts'],
          // Every test there fails on a Content-Security-Policy violation in the browser.
          setupFiles: ['e2e/setup.ts'],
          sequence: { groupOrder: 1 },
          testTimeout: E2E_LIMIT_MS,
          hookTimeout: E2E_LIMIT_MS,
          expect: { poll: { timeout: 60_000 } },
        },
      },
    ],
  },
});

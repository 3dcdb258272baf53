import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

const databaseSuites = ['tests/api/**/*.test.ts', 'tests/db/**/*.test.ts', 'src/**/*.test.ts'];

/** What only a PostgreSQL server has (a connection pool): `*.postgres.test.ts` runs in the postgres project only. */
const postgresOnly = '**/*.postgres.test.ts';

/**
 * `unit` runs once; the suites that touch a database run twice, on embedded PGlite and on the
 * PostgreSQL server at 127.0.0.1:5432 (TEST_POSTGRES_URL), each test file on its own fresh database;
 * `e2e` drives the started product in a browser.
 */
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
    testTimeout: 60_000,
    hookTimeout: 60_000,
    projects: [
      { extends: true, test: { name: 'unit', include: ['tests/unit/**/*.test.ts'] } },
      {
        extends: true,
        test: { name: 'pglite', include: databaseSuites, exclude: [postgresOnly], env: { TEST_DATABASE: 'pglite' } },
      },
      { extends: true, test: { name: 'postgres', include: databaseSuites, env: { TEST_DATABASE: 'postgres' } } },
      // The built product in Debian's Chromium: needs `next build` first, as `npm test` does.
      // Every test there fails on a Content-Security-Policy violation in the browser (e2e/setup.ts).
      { extends: true, test: { name: 'e2e', include: ['e2e/**/*.test.ts'], setupFiles: ['e2e/setup.ts'] } },
    ],
  },
});

import { createServer, type AddressInfo, type Server } from 'node:net';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createThrowawayDatabase, type ThrowawayDatabase } from '../scripts/throwaway-database';
import { TEST_POSTGRES_URL } from '../tests/helpers/database';
import { freePort, runServerProcess, startServerProcess, type EndedProcess } from './server-process';

/** A line of the process's log: pino's JSON, or text something else wrote (Node's own report of a crash). */
type LogLine = { level?: number; msg?: string; text?: string };

const linesOf = (output: string): LogLine[] =>
  output
    .split('\n')
    .filter((line) => line.trim())
    .map((line) => {
      try {
        return JSON.parse(line) as LogLine;
      } catch {
        return { text: line };
      }
    });

/**
 * What the process said above info (warnings, errors, the fatal line), and any text outside its log that reads as a
 * failure (Node's report of an uncaught exception and its stack); not what the start prints for a person at info.
 */
const complaints = ({ output }: EndedProcess) =>
  linesOf(output)
    .filter((line) => (line.text === undefined ? (line.level ?? 0) >= 40 : /error|exception|EADDRINUSE|^\s+at /i.test(line.text)))
    .map((line) => line.msg ?? line.text);

async function countJobs(url: string): Promise<number> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return Number((await client.query<{ count: string }>('SELECT count(*) FROM "HostJob"')).rows[0]!.count);
  } finally {
    await client.end();
  }
}

/**
 * Issue 28, point 4: a start that cannot serve ends the process, with exit 1 and one line saying what failed, after
 * closing what it had opened; its job runner starts only once the server listens. A second start on a port in use
 * used to log EADDRINUSE as an uncaught exception and live on, claiming jobs, its database pool open, serving nothing.
 */
describe('a start that fails', () => {
  let database: ThrowawayDatabase;
  let holder: Server;
  let port: number;
  beforeAll(async () => {
    database = await createThrowawayDatabase(TEST_POSTGRES_URL, 'platform_start_failure');
    // Another process on the port: here a bare listener, which answers nothing.
    holder = createServer();
    await new Promise<void>((resolve) => holder.listen(0, '127.0.0.1', resolve));
    port = (holder.address() as AddressInfo).port;
  });
  afterAll(async () => {
    await new Promise((resolve) => holder?.close(resolve));
    await database?.drop();
  });

  it('on a port in use ends with exit 1 and one line, and its job runner never ran', async () => {
    const ended = await runServerProcess({ env: { DATABASE_URL: database.url, PORT: String(port) } });
    expect(ended.code, ended.output).toBe(1);
    expect(complaints(ended)).toEqual([
      `Cannot start: listening failed: port ${port} on 127.0.0.1 is in use by another process (EADDRINUSE): stop that process, or set PORT to a free port`,
    ]);
    expect(ended.output).not.toContain('Platform on');
    // It migrated and seeded the database, then stopped before its runner wrote a thing: not even the next runs of
    // the scheduled jobs, which a runner writes on its first look.
    expect(await countJobs(database.url)).toBe(0);

    // The same start with the port free serves, and its runner does write them: the count above would have seen one.
    const serving = await startServerProcess({ env: { DATABASE_URL: database.url } });
    try {
      await vi.waitFor(async () => expect(await countJobs(database.url)).toBeGreaterThan(0), { timeout: 60_000, interval: 200 });
    } finally {
      serving.child.kill('SIGTERM');
      expect(await serving.exited).toBe(0);
    }
  });

  it('on a database that cannot be migrated ends with exit 1 and one line', async () => {
    const nothingThere = await freePort();
    const ended = await runServerProcess({ env: { DATABASE_URL: `postgres://postgres@127.0.0.1:${nothingThere}/platform` } });
    expect(ended.code, ended.output).toBe(1);
    expect(complaints(ended)).toEqual([
      `Cannot start: migrating the database failed: connect ECONNREFUSED 127.0.0.1:${nothingThere}`,
    ]);
  });

  it.each([
    ['PORT', 'eighty', 'PORT must be a whole number from 1 to 65535; it is "eighty"'],
    ['JOBS_POLL_SECONDS', '0', 'JOBS_POLL_SECONDS must be a whole number of at least 1; it is "0"'],
    ['LOG_LEVEL', 'loud', 'LOG_LEVEL must be one of trace, debug, info, warn, error, fatal, silent; it is "loud"'],
    ['FILE_STORAGE_PROVIDER', 's3', 'FILE_STORAGE_PROVIDER must be one of local, aws-s3, vercel-blob; it is "s3"'],
    [
      'FILE_STORAGE_PROVIDER',
      'aws-s3',
      'FILE_STORAGE_PROVIDER is aws-s3 but FILE_STORAGE_S3_BUCKET is not set: set it and AWS_REGION (README, "Files")',
    ],
  ])('on a bad setting (%s) ends with exit 1 and one line naming it', async (name, value, message) => {
    const ended = await runServerProcess({ env: { [name]: value } });
    expect(ended.code, ended.output).toBe(1);
    expect(complaints(ended)).toEqual([`Cannot start: reading the settings failed: ${message}`]);
  });
});

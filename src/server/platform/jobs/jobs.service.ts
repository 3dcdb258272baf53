import { randomUUID } from 'node:crypto';
import type { Database, SqlTransaction } from '../../db/database';
import { AppError, notFound } from '../../errors';
import { advisoryLock } from '../locks/advisory-lock';
import { DEFAULT_MAX_ATTEMPTS, type RunningJob } from './job-definition';

/**
 * The HostJob table, written only here (its runner's columns are @managed). Every statement is plain SQL on the
 * `Database` given, so a job can be enqueued inside a caller's transaction, and on PGlite it takes its turn with every
 * other query of the process's one session.
 */

/** The channel that wakes the runners when a job is due now; NOTIFY is delivered when the transaction commits. */
export const JOBS_CHANNEL = 'platform_jobs';

export type JobState = 'queued' | 'running' | 'succeeded' | 'failed';

export interface EnqueueOptions {
  /** Not before this time (default: now). */
  runAt?: Date;
  /** One job per key, ever (until the finished job is cleaned up): a second enqueue with it does nothing. */
  key?: string;
  maxAttempts?: number;
}

/** The longest lastError kept: a stack or a mail server's transcript is not the admin's reading. */
const MAX_ERROR_LENGTH = 2000;

/** What went wrong, as one line of text PostgreSQL can store. */
export function errorText(error: unknown): string {
  const text = error instanceof Error ? error.message : String(error);
  return text.replaceAll('\u0000', '').toWellFormed().slice(0, MAX_ERROR_LENGTH) || 'Unknown error';
}

/** Wakes every runner listening (after the commit, when `db` is a transaction). */
export async function wakeRunners(db: SqlTransaction): Promise<void> {
  // pg_notify returns void, which not every driver reads: the cast makes it a text column.
  await db.query('SELECT pg_notify($1, $2)::text AS "notified"', [JOBS_CHANNEL, '']);
}

/**
 * Writes a job of definition `name` (the payload as JSON), to run at `runAt` or as soon as a runner is free; `db` may
 * be the transaction of the record that needs it. Answers the job's id and whether it is new (false: a job of that key
 * already exists, and its id is answered).
 */
export async function enqueueJob(
  db: SqlTransaction,
  name: string,
  payload: unknown = {},
  { runAt, key, maxAttempts = DEFAULT_MAX_ATTEMPTS }: EnqueueOptions = {},
): Promise<{ id: string; created: boolean }> {
  const inserted = await db.query<{ id: string }>(
    `INSERT INTO "HostJob" ("id", "name", "payload", "maxAttempts", "runAt", "key")
     VALUES ($1, $2, $3::jsonb, $4, COALESCE($5::timestamptz, now()), $6)
     ON CONFLICT ("key") DO NOTHING RETURNING "id"`,
    [randomUUID(), name, JSON.stringify(payload), maxAttempts, runAt?.toISOString() ?? null, key ?? null],
  );
  if (inserted[0]) {
    if (!runAt || runAt.getTime() <= Date.now()) await wakeRunners(db);
    return { id: inserted[0].id, created: true };
  }
  const [existing] = await db.query<{ id: string }>('SELECT "id" FROM "HostJob" WHERE "key" = $1', [key]);
  return { id: existing!.id, created: false };
}

/** One job of an `enqueueJobs` call: due now. */
export interface JobToQueue {
  name: string;
  payload: unknown;
  /** As EnqueueOptions' key: a second job of the same key is not written. */
  key?: string;
}

/**
 * The parts of a statement that writes jobs due now and wakes the runners: a data-modifying CTE named "queued" and the
 * expression that notifies when it wrote any, its parameters numbered from `first`. Another module's statement may
 * carry them (each statement inside a payment's transaction is a round trip its answer waits for); no jobs, no rows.
 */
export function queuedJobsSql(jobs: readonly JobToQueue[], first: number): { cte: string; notify: string; params: unknown[] } {
  const [names, payloads, keys, attempts, channel] = [0, 1, 2, 3, 4].map((offset) => `$${first + offset}`);
  return {
    cte: `"queued" AS (
       INSERT INTO "HostJob" ("id", "name", "payload", "maxAttempts", "runAt", "key")
       SELECT gen_random_uuid()::text, j."name", j."payload"::jsonb, ${attempts}::int, now(), j."key"
         FROM unnest(${names}::text[], ${payloads}::text[], ${keys}::text[]) AS j("name", "payload", "key")
       ON CONFLICT ("key") DO NOTHING RETURNING 1)`,
    notify: `(SELECT pg_notify(${channel}::text, '') WHERE EXISTS (SELECT 1 FROM "queued"))`,
    params: [
      jobs.map((job) => job.name),
      jobs.map((job) => JSON.stringify(job.payload)),
      jobs.map((job) => job.key ?? null),
      DEFAULT_MAX_ATTEMPTS,
      JOBS_CHANNEL,
    ],
  };
}

/** Writes jobs due now and wakes the runners, in one statement: `enqueueJob`'s insert for many jobs. */
export async function enqueueJobs(db: SqlTransaction, jobs: readonly JobToQueue[]): Promise<void> {
  if (!jobs.length) return;
  const { cte, notify, params } = queuedJobsSql(jobs, 1);
  await db.query(`WITH ${cte} SELECT ${notify}::text AS "notified"`, params);
}

/**
 * For a handler whose effect is one transaction of its own (writing messages to the outbox): marks, in `tx`, that the
 * job took effect, and answers false when an earlier run of it did already (its runner stopped after that commit,
 * before the job was marked succeeded), so that a retry writes nothing twice. Two runs at once take turns on the row.
 */
export async function takeEffectOnce(tx: SqlTransaction, jobId: string): Promise<boolean> {
  const marked = await tx.query<{ id: string }>(
    `UPDATE "HostJob" SET "payload" = "payload" || '{"tookEffect": true}'::jsonb
      WHERE "id" = $1::text AND ("payload"->>'tookEffect') IS NULL RETURNING "id"`,
    [jobId],
  );
  return marked.length === 1;
}

const OCCURRENCE = 'schedule:';

/** The key of one occurrence of a schedule: unique, so each occurrence is one job whichever runner writes it first. */
export const occurrenceKey = (name: string, at: Date) => `${OCCURRENCE}${name}@${at.toISOString()}`;

/** The time of the occurrence a job's key names, or undefined when the job is no schedule's occurrence. */
export function occurrenceTime(key: string | null | undefined): Date | undefined {
  if (!key?.startsWith(OCCURRENCE)) return undefined;
  const at = new Date(key.slice(key.lastIndexOf('@') + 1));
  return Number.isNaN(at.getTime()) ? undefined : at;
}

/**
 * Deletes the occurrences of `name`'s schedule not yet taken: its agent was paused or rescheduled, in the same
 * transaction, so no runner claims one after that commits. Wakes the runners, to write the next one at once.
 */
export async function dropQueuedOccurrences(db: Database, name: string): Promise<number> {
  await holdScheduleLock(db, name);
  const rows = await db.query(
    `DELETE FROM "HostJob" WHERE "name" = $1 AND "state" = 'queued' AND starts_with("key", $2) RETURNING "id"`,
    [name, `${OCCURRENCE}${name}@`],
  );
  await wakeRunners(db);
  return rows.length;
}

/**
 * The lock on the schedule of `name`, until the transaction ends: a runner writing its next occurrence and a change of
 * its setting (a pause, a new interval) that drops the queued ones take turns, so no occurrence read from the old
 * setting is written after the change has dropped the others.
 */
export async function holdScheduleLock(transaction: Pick<Database, 'query'>, name: string): Promise<void> {
  await advisoryLock.hold(transaction, `host.jobs.schedule:${name}`);
}

/** Writes the occurrence `at` of the schedule of `name`, unless a runner already did. Answers whether it was new. */
export async function scheduleOccurrence(db: Database, name: string, at: Date, maxAttempts?: number): Promise<boolean> {
  return (await enqueueJob(db, name, {}, { runAt: at, key: occurrenceKey(name, at), maxAttempts })).created;
}

interface ClaimedRow {
  id: string;
  key: string | null;
  name: string;
  payload: unknown;
  attempts: number;
  maxAttempts: number;
}

/** A job as its runner took it: with its key, which says whether it is a schedule's occurrence. */
export type ClaimedJob = RunningJob & { key: string | null };

/**
 * Takes up to `limit` due jobs for `runnerId`, leased for `leaseSeconds`: queued ones whose time has come, and running
 * ones whose lease ran out (their runner died) with attempts left. SKIP LOCKED leaves a job another runner is taking to
 * it, so each claim is one runner's; the attempt is counted in the same statement.
 */
export async function claimJobs(db: Database, runnerId: string, limit: number, leaseSeconds: number): Promise<ClaimedJob[]> {
  const rows = await db.query<ClaimedRow>(
    `UPDATE "HostJob" AS job
     SET "state" = 'running', "attempts" = job."attempts" + 1, "lockedBy" = $1,
         "lockedUntil" = now() + $2::float8 * interval '1 second', "updatedAt" = now()
     FROM (
       SELECT "id" FROM "HostJob"
       WHERE ("state" = 'queued' AND "runAt" <= now())
          OR ("state" = 'running' AND "lockedUntil" < now() AND "attempts" < "maxAttempts")
       ORDER BY "runAt", "id"
       LIMIT $3
       FOR UPDATE SKIP LOCKED
     ) AS due
     WHERE job."id" = due."id"
     RETURNING job."id", job."key", job."name", job."payload", job."attempts", job."maxAttempts"`,
    [runnerId, leaseSeconds, limit],
  );
  return rows.map((row) => ({
    id: row.id,
    key: row.key,
    name: row.name,
    payload: row.payload,
    attempt: row.attempts,
    maxAttempts: row.maxAttempts,
  }));
}

/** Running jobs whose runner died on their last attempt: failed, since no attempt is left to take them again. */
export async function failAbandonedJobs(db: Database): Promise<number> {
  const rows = await db.query(
    `UPDATE "HostJob"
     SET "state" = 'failed', "finishedAt" = now(), "lockedBy" = NULL, "lockedUntil" = NULL, "updatedAt" = now(),
         "lastError" = 'Its runner stopped before the job finished (the lease ran out), on the last attempt'
     WHERE "state" = 'running' AND "lockedUntil" < now() AND "attempts" >= "maxAttempts"
     RETURNING "id"`,
  );
  return rows.length;
}

/** The condition that `runnerId` still holds this attempt of the job: a job taken over after a lost lease is the other's. */
const HELD = `"id" = $1 AND "state" = 'running' AND "lockedBy" = $2 AND "attempts" = $3`;

/** Extends the lease of a job still running here; false when it is no longer this runner's. */
export async function extendLease(db: Database, job: RunningJob, runnerId: string, leaseSeconds: number): Promise<boolean> {
  const rows = await db.query(
    `UPDATE "HostJob" SET "lockedUntil" = now() + $4::float8 * interval '1 second' WHERE ${HELD} RETURNING "id"`,
    [job.id, runnerId, job.attempt, leaseSeconds],
  );
  return rows.length > 0;
}

/** Deletes a job this runner holds that must not run (an occurrence of a paused agent); false when not its own. */
export async function dropJob(db: Database, job: RunningJob, runnerId: string): Promise<boolean> {
  const rows = await db.query(`DELETE FROM "HostJob" WHERE ${HELD} RETURNING "id"`, [job.id, runnerId, job.attempt]);
  return rows.length > 0;
}

/** Marks the attempt succeeded; false when the job was no longer this runner's (its lease ran out meanwhile). */
export async function succeedJob(db: Database, job: RunningJob, runnerId: string): Promise<boolean> {
  const rows = await db.query(
    `UPDATE "HostJob" SET "state" = 'succeeded', "finishedAt" = now(), "lockedBy" = NULL, "lockedUntil" = NULL,
       "updatedAt" = now()
     WHERE ${HELD} RETURNING "id"`,
    [job.id, runnerId, job.attempt],
  );
  return rows.length > 0;
}

/**
 * Records a failed attempt: queued again at `retryAt`, or failed for good without one; with `giveAttemptBack` (a job
 * turned away, RetryJobAt) the attempt is not counted. False when the job was no longer this runner's.
 */
export async function failJob(
  db: Database,
  job: RunningJob,
  runnerId: string,
  error: string,
  retryAt: Date | undefined,
  { giveAttemptBack = false }: { giveAttemptBack?: boolean } = {},
): Promise<boolean> {
  const rows = await db.query(
    `UPDATE "HostJob"
     SET "state" = $5, "runAt" = COALESCE($6::timestamptz, "runAt"), "lastError" = $4,
         "attempts" = "attempts" - $7::int,
         "finishedAt" = CASE WHEN $5 = 'failed' THEN now() END, "lockedBy" = NULL, "lockedUntil" = NULL, "updatedAt" = now()
     WHERE ${HELD} RETURNING "id"`,
    [
      job.id,
      runnerId,
      job.attempt,
      error,
      retryAt ? 'queued' : 'failed',
      retryAt?.toISOString() ?? null,
      retryAt && giveAttemptBack ? 1 : 0,
    ],
  );
  return rows.length > 0;
}

export interface JobRow {
  id: string;
  name: string;
  state: JobState;
  attempts: number;
  maxAttempts: number;
  runAt: Date;
  lastError: string | null;
}

/**
 * The admin's run or retry: the job is queued to run now. A job that used up its attempts (failed, or succeeded on its
 * last) is given one more. A running job is a 409: it is being run. A 404 when there is none.
 */
export async function runJobNow(db: Database, id: string): Promise<JobRow> {
  return db.transaction(async (tx) => {
    const [job] = await tx.query<{ state: JobState }>('SELECT "state" FROM "HostJob" WHERE "id" = $1 FOR UPDATE', [id]);
    if (!job) throw notFound(`Job ${id} not found`, 'id');
    if (job.state === 'running') throw new AppError('CONFLICT', 'The job is running now: wait until it ends');
    const [row] = await tx.query<JobRow>(
      `UPDATE "HostJob"
       SET "state" = 'queued', "runAt" = now(), "finishedAt" = NULL, "updatedAt" = now(),
           "maxAttempts" = GREATEST("maxAttempts", "attempts" + 1)
       WHERE "id" = $1
       RETURNING "id", "name", "state", "attempts", "maxAttempts", "runAt", "lastError"`,
      [id],
    );
    await wakeRunners(tx);
    return row!;
  });
}

/** Deletes the jobs that finished (succeeded or failed) before `before`; answers how many. */
export async function deleteFinishedJobs(db: Database, before: Date): Promise<number> {
  const rows = await db.query(
    `DELETE FROM "HostJob" WHERE "state" IN ('succeeded', 'failed') AND "finishedAt" < $1::timestamptz RETURNING "id"`,
    [before.toISOString()],
  );
  return rows.length;
}

/** A job as the admin reads it: a run of a schedule or on demand, with what it came to. */
export interface JobRun {
  id: string;
  state: JobState;
  attempts: number;
  maxAttempts: number;
  runAt: Date;
  finishedAt: Date | null;
  lastError: string | null;
  /** Whether it is an occurrence of the schedule (else a run asked for). */
  scheduled: boolean;
}

/** SQL of when a job of the name the SQL `name` gives last finished (succeeded or failed for good); NULL if never. */
export const lastFinishedSql = (name: string) => `SELECT max(j."finishedAt") FROM "HostJob" j WHERE j."name" = ${name}`;

/** The latest `limit` jobs of `name`, the next queued one first: an agent's runs and errors. */
export async function jobRunsOf(db: Database, name: string, limit: number): Promise<JobRun[]> {
  const rows = await db.query<Omit<JobRun, 'scheduled'> & { key: string | null }>(
    `SELECT "id", "state", "attempts", "maxAttempts", "runAt", "finishedAt", "lastError", "key"
     FROM "HostJob" WHERE "name" = $1
     ORDER BY "runAt" DESC, "id" LIMIT $2`,
    [name, limit],
  );
  return rows.map(({ key, ...row }) => ({
    ...row,
    runAt: new Date(row.runAt),
    finishedAt: row.finishedAt && new Date(row.finishedAt),
    scheduled: occurrenceTime(key) !== undefined,
  }));
}

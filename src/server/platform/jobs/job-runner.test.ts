import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { openTestDatabase, type TestDatabase } from '../../../../tests/helpers/database';
import { failure } from '../../../../tests/helpers/app-error';
import { PermanentJobFailure, RetryJobAt, type JobDefinition } from './job-definition';
import { startJobRunner, type JobRunner, type JobRunnerOptions } from './job-runner';
import { enqueueJob, occurrenceKey, runJobNow } from './jobs.service';
import { captureLog, type CapturedLog } from '../../../../tests/helpers/log';
import { PATIENTLY } from '../../../../tests/helpers/patience';

let db: TestDatabase;
const runners: JobRunner[] = [];
beforeAll(async () => {
  db = await openTestDatabase();
});
/** What the runner logs during a test (failed attempts, say), kept out of the test's output. */
let log: CapturedLog;
beforeEach(() => {
  log = captureLog();
});
afterEach(async () => {
  await Promise.all(runners.splice(0).map((runner) => runner.stop()));
  log.restore();
});
afterAll(() => db.dispose());

/** A runner that polls rarely unless told: what it runs at once, it was woken for. */
async function runner(definitions: JobDefinition[], options: JobRunnerOptions = {}) {
  const started = await startJobRunner(db, definitions, { pollMs: 60_000, ...options });
  runners.push(started);
  return started;
}

const job = (id: string) => db.prisma.hostJob.findUniqueOrThrow({ where: { id } });
let names = 0;
/** A name of its own per test: runners of earlier tests are stopped, but their jobs stay in the table. */
const uniqueName = (what: string) => `test.${what}-${++names}`;

describe('the job runner', () => {
  it('runs a job enqueued on demand at once, woken by the commit', async () => {
    const name = uniqueName('on-demand');
    const seen: unknown[] = [];
    await runner([{ name, run: async (_db, running) => void seen.push(running.payload) }]);
    const { id } = await db.transaction((tx) => enqueueJob(tx, name, { order: 7 }));
    await vi.waitFor(async () => expect((await job(id)).state).toBe('succeeded'), PATIENTLY);
    expect(seen).toEqual([{ order: 7 }]);
    expect(await job(id)).toMatchObject({ attempts: 1, lastError: null, lockedBy: null, lockedUntil: null });
    expect((await job(id)).finishedAt).toBeInstanceOf(Date);
  });

  it('writes nothing when the enqueuing transaction rolls back, and one job per key', async () => {
    const name = uniqueName('rolled-back');
    await expect(
      db.transaction(async (tx) => {
        await enqueueJob(tx, name);
        throw new Error('the rest failed');
      }),
    ).rejects.toThrow('the rest failed');
    expect(await db.prisma.hostJob.count({ where: { name } })).toBe(0);
    const first = await enqueueJob(db, name, {}, { key: `${name}:one`, runAt: new Date(Date.now() + 3_600_000) });
    const second = await enqueueJob(db, name, {}, { key: `${name}:one` });
    expect([first.created, second.created, second.id]).toEqual([true, false, first.id]);
  });

  it('retries a failing job with exponential backoff, keeping the last error, until it succeeds', async () => {
    const name = uniqueName('flaky');
    const starts: number[] = [];
    await runner(
      [
        {
          name,
          backoff: { baseSeconds: 0.2, maxSeconds: 10 },
          run: async () => {
            starts.push(Date.now());
            if (starts.length < 3) throw new Error(`failure ${starts.length}`);
          },
        },
      ],
      { pollMs: 20 },
    );
    const { id } = await enqueueJob(db, name);
    await vi.waitFor(async () => expect((await job(id)).state).toBe('succeeded'), PATIENTLY);
    expect(await job(id)).toMatchObject({ attempts: 3, lastError: 'failure 2' });
    // 0.2 s after the first failure, 0.4 s after the second.
    expect(starts[1]! - starts[0]!).toBeGreaterThanOrEqual(190);
    expect(starts[2]! - starts[1]!).toBeGreaterThanOrEqual(390);
  });

  it('marks a job failed when its attempts are spent, or at once on a permanent failure', async () => {
    const name = uniqueName('broken');
    await runner(
      [
        {
          name,
          maxAttempts: 2,
          backoff: { baseSeconds: 0.01, maxSeconds: 1 },
          run: async (_db, running) => {
            if ((running.payload as { permanent?: boolean }).permanent) throw new PermanentJobFailure('the record is gone');
            throw new Error('still broken');
          },
        },
      ],
      { pollMs: 20 },
    );
    const spent = await enqueueJob(db, name, {}, { maxAttempts: 2 });
    const permanent = await enqueueJob(db, name, { permanent: true }, { maxAttempts: 2 });
    await vi.waitFor(async () => expect((await job(spent.id)).state).toBe('failed'), PATIENTLY);
    expect(await job(spent.id)).toMatchObject({ attempts: 2, lastError: 'still broken' });
    expect((await job(spent.id)).finishedAt).toBeInstanceOf(Date);
    await vi.waitFor(async () => expect((await job(permanent.id)).state).toBe('failed'), PATIENTLY);
    expect(await job(permanent.id)).toMatchObject({ attempts: 1, lastError: 'the record is gone' });
  });

  it('queues a job turned away (RetryJobAt) again at the time it names, its attempt given back, even on its last', async () => {
    const name = uniqueName('turned-away');
    const later = new Date(Date.now() + 3_600_000);
    await runner(
      [
        {
          name,
          maxAttempts: 1,
          run: async () => {
            throw new RetryJobAt(later, 'Too Many Requests: retry after 3600');
          },
        },
      ],
      { pollMs: 20 },
    );
    const { id } = await enqueueJob(db, name, {}, { maxAttempts: 1 });
    // Claimed (attempts 1, running) comes first: wait for the job queued again.
    await vi.waitFor(
      async () => expect(await job(id)).toMatchObject({ state: 'queued', lastError: expect.any(String) }),
      PATIENTLY,
    );
    expect(await job(id)).toMatchObject({
      attempts: 0,
      maxAttempts: 1,
      runAt: later,
      lastError: 'Too Many Requests: retry after 3600',
      lockedBy: null,
      finishedAt: null,
    });
  });

  it('counts a job no definition here knows as a failed attempt, to be retried', async () => {
    await runner([], { pollMs: 20 });
    const { id } = await enqueueJob(db, uniqueName('unknown'));
    // Claimed (attempts 1, running) comes before the failure is written: wait for the failure itself.
    await vi.waitFor(
      async () =>
        expect(await job(id)).toMatchObject({
          attempts: 1,
          state: 'queued',
          lastError: expect.stringMatching(/No job definition is named/),
        }),
      PATIENTLY,
    );
  });

  it('takes again a job whose runner died (its lease ran out), and fails it when that was its last attempt', async () => {
    const name = uniqueName('orphan');
    const ran: string[] = [];
    const orphan = await enqueueJob(db, name, {}, { runAt: new Date(Date.now() + 3_600_000) });
    const last = await enqueueJob(db, name, {}, { runAt: new Date(Date.now() + 3_600_000), maxAttempts: 1 });
    // What a runner killed in the middle leaves behind: running, held by it, its lease over.
    await db.query(
      `UPDATE "HostJob" SET "state" = 'running', "attempts" = 1, "lockedBy" = 'dead-runner',
         "lockedUntil" = now() - interval '1 second' WHERE "id" = ANY($1::text[])`,
      [[orphan.id, last.id]],
    );
    await runner([{ name, run: async (_db, running) => void ran.push(running.id) }], { pollMs: 20 });
    await vi.waitFor(async () => expect((await job(orphan.id)).state).toBe('succeeded'), PATIENTLY);
    expect(await job(orphan.id)).toMatchObject({ attempts: 2, lockedBy: null });
    await vi.waitFor(async () => expect((await job(last.id)).state).toBe('failed'), PATIENTLY);
    expect((await job(last.id)).lastError).toMatch(/lease ran out/);
    expect(ran).toEqual([orphan.id]);
  });

  it('does not take a job another runner holds under a live lease', async () => {
    const name = uniqueName('held');
    const { id } = await enqueueJob(db, name);
    await db.query(
      `UPDATE "HostJob" SET "state" = 'running', "attempts" = 1, "lockedBy" = 'other', "lockedUntil" = now() + interval '1 hour' WHERE "id" = $1`,
      [id],
    );
    const ran: string[] = [];
    const started = await runner([{ name, run: async (_db, running) => void ran.push(running.id) }], { pollMs: 20 });
    // A second job of the name, enqueued after, is run: the runner has looked past the held one.
    const later = await enqueueJob(db, name);
    await vi.waitFor(async () => expect((await job(later.id)).state).toBe('succeeded'), PATIENTLY);
    expect(ran).toEqual([later.id]);
    expect(await job(id)).toMatchObject({ state: 'running', lockedBy: 'other' });
    expect(started.id).not.toBe('other');
  });

  it('writes each schedule’s next occurrence once, and runs it when due', async () => {
    const name = uniqueName('hourly');
    const ran: string[] = [];
    const definition: JobDefinition = { name, schedule: '0 * * * *', run: async (_db, running) => void ran.push(running.id) };
    await runner([definition]);
    await runner([definition]);
    const next = new Date();
    next.setUTCHours(next.getUTCHours() + 1, 0, 0, 0);
    await vi.waitFor(async () => expect(await db.prisma.hostJob.count({ where: { name } })).toBe(1), PATIENTLY);
    const occurrence = await db.prisma.hostJob.findFirstOrThrow({ where: { name } });
    expect(occurrence).toMatchObject({ key: occurrenceKey(name, next), state: 'queued', runAt: next });
    // Its time comes (moved to now): one of the two runners runs it, once.
    await runJobNow(db, occurrence.id);
    await vi.waitFor(async () => expect((await job(occurrence.id)).state).toBe('succeeded'), PATIENTLY);
    expect(ran).toEqual([occurrence.id]);
  });

  it('goes on claiming beside a schedule that never comes round, naming its job in the log', async () => {
    const never = uniqueName('never');
    const name = uniqueName('beside-a-bad-schedule');
    await runner(
      [
        { name: never, schedule: '0 0 30 2 *', run: async () => undefined },
        { name, run: async () => undefined },
      ],
      { pollMs: 20 },
    );
    const { id } = await enqueueJob(db, name);
    await vi.waitFor(async () => expect((await job(id)).state).toBe('succeeded'), PATIENTLY);
    // As the JSON log line writes it (its quotes escaped).
    expect(log.lines.join('\n')).toContain(
      JSON.stringify(
        `the next run of job ${never} could not be scheduled: The cron expression "0 0 30 2 *" matches no time`,
      ).slice(1, -1),
    );
    expect(await db.prisma.hostJob.count({ where: { name: never } })).toBe(0);
  });

  it('runs or retries one from the admin: a failed job gets one more attempt; running is a 409, unknown a 404', async () => {
    const name = uniqueName('retried');
    let healthy = false;
    await runner([
      {
        name,
        maxAttempts: 1,
        run: async () => {
          if (!healthy) throw new Error('not yet');
        },
      },
    ]);
    const { id } = await enqueueJob(db, name, {}, { maxAttempts: 1 });
    await vi.waitFor(async () => expect((await job(id)).state).toBe('failed'), PATIENTLY);
    healthy = true;
    expect(await runJobNow(db, id)).toMatchObject({ state: 'queued', attempts: 1, maxAttempts: 2 });
    await vi.waitFor(async () => expect((await job(id)).state).toBe('succeeded'), PATIENTLY);
    expect(await job(id)).toMatchObject({ attempts: 2, finishedAt: expect.any(Date) });

    await db.query(`UPDATE "HostJob" SET "state" = 'running' WHERE "id" = $1`, [id]);
    expect((await failure(runJobNow(db, id))).status).toBe(409);
    expect((await failure(runJobNow(db, '00000000-0000-4000-8000-000000000000'))).status).toBe(404);
  });

  it('stop() stops claiming and waits for the jobs running', async () => {
    const name = uniqueName('slow');
    let release!: () => void;
    const released = new Promise<void>((resolve) => (release = resolve));
    let started = 0;
    const running = await startJobRunner(
      db,
      [
        {
          name,
          run: async () => {
            started++;
            await released;
          },
        },
      ],
      { pollMs: 20, concurrency: 1 },
    );
    const first = await enqueueJob(db, name);
    await vi.waitFor(() => expect(started).toBe(1), PATIENTLY);
    let stopped = false;
    const stopping = running.stop().then(() => (stopped = true));
    const second = await enqueueJob(db, name);
    expect(stopped).toBe(false);
    release();
    await stopping;
    expect((await job(first.id)).state).toBe('succeeded');
    expect(await job(second.id)).toMatchObject({ state: 'queued', attempts: 0 });
    expect(started).toBe(1);
  });

  it('stopClaiming() takes no new job at once, while the jobs running go on until stop() waits for them', async () => {
    const name = uniqueName('draining');
    let release!: () => void;
    const released = new Promise<void>((resolve) => (release = resolve));
    let started = 0;
    const running = await runner(
      [
        {
          name,
          run: async () => {
            started++;
            await released;
          },
        },
      ],
      { pollMs: 20 },
    );
    const first = await enqueueJob(db, name);
    await vi.waitFor(() => expect(started).toBe(1), PATIENTLY);
    await running.stopClaiming();
    expect(await job(first.id)).toMatchObject({ state: 'running', lockedBy: running.id });
    // A free slot and a wake-up: a runner still claiming would take it at once.
    const second = await enqueueJob(db, name);
    release();
    await running.stop();
    expect((await job(first.id)).state).toBe('succeeded');
    expect(await job(second.id)).toMatchObject({ state: 'queued', attempts: 0, lockedBy: null });
    expect(started).toBe(1);
  });

  it('stop() waits no longer than it is told: a job still running is left to its lease', async () => {
    const name = uniqueName('hung');
    let started = false;
    const running = await startJobRunner(
      db,
      [
        {
          name,
          run: () => {
            started = true;
            return new Promise<void>(() => undefined);
          },
        },
      ],
      { pollMs: 20 },
    );
    const { id } = await enqueueJob(db, name);
    await vi.waitFor(() => expect(started).toBe(true), PATIENTLY);
    await running.stop({ waitMs: 50 });
    expect(log.lines.join('\n')).toMatch(/still running/);
    expect(await job(id)).toMatchObject({ state: 'running', lockedBy: running.id });
  });
});

import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { openDatabase, type Database } from '../../db/database';
import { openTestDatabase, type TestDatabase } from '../../../../tests/helpers/database';
import type { JobDefinition } from './job-definition';
import { startJobRunner } from './job-runner';
import { enqueueJob, runJobNow } from './jobs.service';
import { PATIENTLY } from '../../../../tests/helpers/patience';

/** Two server processes: each its own connection pool to one database, each its own runner. */
let db: TestDatabase;
let other: Database;
beforeAll(async () => {
  db = await openTestDatabase();
  other = await openDatabase(db.url);
});
afterAll(async () => {
  await other.close();
  await db.dispose();
});

describe('two runners on two connections', () => {
  it('run each of many jobs once, between them', async () => {
    const runs = new Map<string, string[]>();
    const definition: JobDefinition = {
      name: 'test.compete',
      run: async (jobDb, job) => {
        // Some work on the database, so that both runners claim while the other is busy.
        await jobDb.query('SELECT count(*) FROM "HostJob"');
        runs.set(job.id, [...(runs.get(job.id) ?? []), jobDb === db ? 'first' : 'second']);
      },
    };
    const ids = await db.transaction(async (tx) => {
      const written: string[] = [];
      for (let i = 0; i < 60; i++) written.push((await enqueueJob(tx, 'test.compete', { i })).id);
      return written;
    });
    const runners = await Promise.all(
      [db, other].map((each) => startJobRunner(each, [definition], { concurrency: 4, pollMs: 20 })),
    );
    try {
      await vi.waitFor(
        async () => expect(await db.prisma.hostJob.count({ where: { name: 'test.compete', state: 'succeeded' } })).toBe(60),
        PATIENTLY,
      );
    } finally {
      await Promise.all(runners.map((runner) => runner.stop()));
    }
    expect(runs.size).toBe(60);
    expect([...runs.values()].every((by) => by.length === 1)).toBe(true);
    expect(new Set(ids)).toEqual(new Set(runs.keys()));
    expect((await db.prisma.hostJob.aggregate({ where: { name: 'test.compete' }, _max: { attempts: true } }))._max.attempts).toBe(
      1,
    );
  });

  it('write a schedule’s occurrence once and run it once', async () => {
    const ran: string[] = [];
    const definition: JobDefinition = {
      name: 'test.every-minute',
      schedule: '* * * * *',
      run: async (_db, job) => void ran.push(job.id),
    };
    const runners = await Promise.all([db, other].map((each) => startJobRunner(each, [definition], { pollMs: 20 })));
    try {
      await vi.waitFor(
        async () => expect(await db.prisma.hostJob.count({ where: { name: 'test.every-minute' } })).toBeGreaterThan(0),
        PATIENTLY,
      );
      const [occurrence, ...more] = await db.prisma.hostJob.findMany({
        where: { name: 'test.every-minute' },
        orderBy: { runAt: 'asc' },
      });
      expect(occurrence!.key).toMatch(/^schedule:test\.every-minute@/);
      // Both runners wake on the NOTIFY of making it due now; one claims it.
      await runJobNow(db, occurrence!.id);
      await vi.waitFor(
        async () =>
          expect((await db.prisma.hostJob.findUniqueOrThrow({ where: { id: occurrence!.id } })).state).toBe('succeeded'),
        PATIENTLY,
      );
      expect(ran.filter((id) => id === occurrence!.id)).toHaveLength(1);
      // No second row for the same minute, whichever runner looked.
      const keys = [occurrence, ...more].map((job) => job!.key);
      expect(new Set(keys).size).toBe(keys.length);
    } finally {
      await Promise.all(runners.map((runner) => runner.stop()));
    }
  });
});

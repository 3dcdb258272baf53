import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { openTestDatabase, type TestDatabase } from '../../tests/helpers/database';
import { testTokenSettings } from '../../tests/helpers/server';
import { startJobs } from './jobs';
import { cleanUpJobs } from './platform/jobs/clean-up-jobs';
import { enqueueJob } from './platform/jobs/jobs.service';
import { PATIENTLY } from '../../tests/helpers/patience';

let db: TestDatabase;
beforeAll(async () => {
  db = await openTestDatabase();
});
afterAll(() => db.dispose());

const dependencies = () => ({ db, mailer: undefined, tokens: testTokenSettings() });

describe('startJobs', () => {
  it('writes the next occurrence of every schedule of the modules and of the runner, and stops', async () => {
    const stop = await startJobs(dependencies(), {});
    try {
      await vi.waitFor(
        async () =>
          expect(
            (await db.prisma.hostJob.findMany({ where: { key: { startsWith: 'schedule:' } } })).map((job) => job.name).sort(),
          ).toEqual(['ecommerce.clear-old-orders', 'host.clean-up-jobs', 'rbac.clean-up']),
        PATIENTLY,
      );
    } finally {
      await stop();
    }
  });

  it("runs a job on the operator's schedule (JOBS_SCHEDULES) instead of its own", async () => {
    const stop = await startJobs(dependencies(), { JOBS_SCHEDULES: ' rbac.clean-up = */2 * * * * ; ' });
    try {
      // Every second minute: within two minutes, an occurrence at an even minute (its own schedule is minute 17).
      const soon = () =>
        db.prisma.hostJob.findMany({
          where: { name: 'rbac.clean-up', key: { startsWith: 'schedule:' }, runAt: { lte: new Date(Date.now() + 2 * 60_000) } },
        });
      await vi.waitFor(
        async () => expect((await soon()).some((job) => job.runAt.getUTCMinutes() % 2 === 0)).toBe(true),
        PATIENTLY,
      );
    } finally {
      await stop();
    }
  });

  it.each([
    ['rbac.clean-ups=* * * * *', 'JOBS_SCHEDULES: no job is named rbac.clean-ups'],
    ['rbac.clean-up=* * *', 'Cron expression "* * *": five fields expected'],
    ['every hour', 'JOBS_SCHEDULES: "every hour" is not job.name=cron expression'],
  ])('refuses to start with JOBS_SCHEDULES=%s', async (schedules, message) => {
    await expect(startJobs(dependencies(), { JOBS_SCHEDULES: schedules })).rejects.toThrow(message);
  });

  it('starts nothing with JOBS_CONCURRENCY=0', async () => {
    const { id } = await enqueueJob(db, 'rbac.clean-up');
    const stop = await startJobs(dependencies(), { JOBS_CONCURRENCY: '0' });
    await stop();
    expect((await db.prisma.hostJob.findUniqueOrThrow({ where: { id } })).state).toBe('queued');
  });
});

describe('host.clean-up-jobs', () => {
  it('deletes jobs finished before the kept days, never queued or running ones', async () => {
    const ids = await Promise.all(
      ['old-done', 'old-failed', 'recent', 'queued', 'running'].map((name) => enqueueJob(db, `test.${name}`)),
    );
    const [oldDone, oldFailed, recent, queued, running] = ids.map((job) => job.id);
    const set = (id: string | undefined, sql: string) => db.query(`UPDATE "HostJob" SET ${sql} WHERE "id" = $1`, [id]);
    await set(oldDone, `"state" = 'succeeded', "finishedAt" = now() - interval '15 days'`);
    await set(oldFailed, `"state" = 'failed', "finishedAt" = now() - interval '15 days'`);
    await set(recent, `"state" = 'succeeded', "finishedAt" = now() - interval '13 days'`);
    await set(queued, `"runAt" = now() + interval '1 day', "createdAt" = now() - interval '30 days'`);
    await set(
      running,
      `"state" = 'running', "lockedUntil" = now() + interval '1 hour', "createdAt" = now() - interval '30 days'`,
    );
    const definition = cleanUpJobs(14);
    await definition.run(db, { id: 'x', name: definition.name, payload: {}, attempt: 1, maxAttempts: 5 });
    const left = await db.prisma.hostJob.findMany({ where: { id: { in: ids.map((job) => job.id) } }, select: { id: true } });
    expect(left.map((job) => job.id).sort()).toEqual([recent, queued, running].sort());
  });
});

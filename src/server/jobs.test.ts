import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { openTestDatabase, type TestDatabase } from '../../tests/helpers/database';
import { testTokenSettings, TEST_SITE_URL } from '../../tests/helpers/server';
import { prepareJobs, startJobs, withOverriddenSchedules } from './jobs';
import { cleanUpJobs } from './platform/jobs/clean-up-jobs';
import { startJobRunner } from './platform/jobs/job-runner';
import { enqueueJob } from './platform/jobs/jobs.service';
import { PATIENTLY } from '../../tests/helpers/patience';
import { openTestFileStorage } from '../../tests/helpers/storage';

let db: TestDatabase;
const storage = openTestFileStorage();
beforeAll(async () => {
  db = await openTestDatabase();
});
afterAll(async () => {
  await db.dispose();
  storage.dispose();
});

const dependencies = () => ({ db, mailer: undefined, storage, tokens: testTokenSettings(), siteUrl: TEST_SITE_URL });

describe('startJobs', () => {
  it('writes the next occurrence of every schedule of the modules and of the runner, and stops', async () => {
    const jobs = await startJobs(dependencies(), {});
    try {
      await vi.waitFor(
        async () =>
          expect(
            (await db.prisma.hostJob.findMany({ where: { key: { startsWith: 'schedule:' } } })).map((job) => job.name).sort(),
          ).toEqual([
            'analytic.daily-metrics',
            'billing.expire-invoices',
            'billing.reconcile-invoices',
            'billing.reconcile-subscriptions',
            'broadcast.remove-expired-messages',
            'ecommerce.clear-old-orders',
            'host.clean-up-jobs',
            'rbac.clean-up',
          ]),
        PATIENTLY,
      );
    } finally {
      await jobs.stop();
    }
  });

  it("runs a job on the operator's schedule (JOBS_SCHEDULES) instead of its own", async () => {
    const jobs = await startJobs(dependencies(), { JOBS_SCHEDULES: ' rbac.clean-up = */2 * * * * ; ' });
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
      await jobs.stop();
    }
  });

  it.each([
    ['rbac.clean-ups=* * * * *', 'JOBS_SCHEDULES: no job is named rbac.clean-ups'],
    ['rbac.clean-up=* * *', 'JOBS_SCHEDULES: rbac.clean-up: Cron expression "* * *": '],
    ['rbac.clean-up=* * * * * *', 'JOBS_SCHEDULES: rbac.clean-up: Cron expression "* * * * * *": '],
    ['rbac.clean-up=0 0 30 2 *', 'JOBS_SCHEDULES: rbac.clean-up: The cron expression "0 0 30 2 *" matches no time'],
    ['every hour', 'JOBS_SCHEDULES: "every hour" is not job.name=cron expression'],
  ])('refuses to start with JOBS_SCHEDULES=%s', async (schedules, message) => {
    await expect(startJobs(dependencies(), { JOBS_SCHEDULES: schedules })).rejects.toThrow(message);
  });

  it.each([
    ['JOBS_CONCURRENCY', 'two', 'JOBS_CONCURRENCY must be a whole number of at least 0; it is "two"'],
    ['JOBS_POLL_SECONDS', '0.5', 'JOBS_POLL_SECONDS must be a whole number of at least 1; it is "0.5"'],
    ['JOBS_KEEP_DAYS', '0', 'JOBS_KEEP_DAYS must be a whole number of at least 1; it is "0"'],
    [
      'RBAC_ANONYMOUS_SUBJECT_LIFETIME_IN_DAYS',
      '-3',
      'RBAC_ANONYMOUS_SUBJECT_LIFETIME_IN_DAYS must be a whole number of at least 1; it is "-3"',
    ],
    [
      'ECOMMERCE_CART_LIFETIME_IN_DAYS',
      '30d',
      'ECOMMERCE_CART_LIFETIME_IN_DAYS must be a whole number of at least 1; it is "30d"',
    ],
  ])('refuses to start with %s=%s, even when this process runs no jobs', async (name, value, message) => {
    for (const concurrency of ['1', '0'])
      await expect(startJobs(dependencies(), { JOBS_CONCURRENCY: concurrency, [name]: value })).rejects.toThrow(message);
  });

  it('starts no runner with JOBS_CONCURRENCY=0: a due job stays unclaimed past its polls, for another process', async () => {
    // No module knows the name: a runner of this start would claim the job and fail that attempt.
    const name = 'test.concurrency-zero';
    const jobs = await startJobs(dependencies(), { JOBS_CONCURRENCY: '0', JOBS_POLL_SECONDS: '1' });
    try {
      const { id } = await enqueueJob(db, name);
      const row = () => db.prisma.hostJob.findUniqueOrThrow({ where: { id } });
      // A runner of the start would have been woken by the commit, and would have looked again at each of two polls.
      await vi.waitFor(async () => {
        const [job] = await db.query<{ polled: boolean }>(
          `SELECT now() > "createdAt" + interval '2 seconds' AS "polled" FROM "HostJob" WHERE "id" = $1`,
          [id],
        );
        expect(job?.polled).toBe(true);
      }, PATIENTLY);
      expect(await row()).toMatchObject({ state: 'queued', attempts: 0, lockedBy: null });
      // It was there to be claimed all along: another process's runner takes it, at its first attempt.
      const attempts: number[] = [];
      const other = await startJobRunner(db, [{ name, run: async (_db, running) => void attempts.push(running.attempt) }], {
        id: 'another process',
      });
      try {
        await vi.waitFor(async () => expect((await row()).state).toBe('succeeded'), PATIENTLY);
      } finally {
        await other.stop();
      }
      expect(attempts).toEqual([1]);
    } finally {
      await jobs.stop();
    }
  });
});

describe('prepareJobs', () => {
  it('reads the settings and defines the jobs at once, and runs nothing until started', async () => {
    // A mistake stops the start before anything runs: the server has not listened yet (scripts/serve.ts).
    expect(() => prepareJobs(dependencies(), { JOBS_POLL_SECONDS: '0' })).toThrow(
      'JOBS_POLL_SECONDS must be a whole number of at least 1; it is "0"',
    );
    const prepared = prepareJobs(dependencies(), { JOBS_POLL_SECONDS: '1' });
    const scheduled = () => db.prisma.hostJob.count({ where: { key: { startsWith: 'schedule:' } } });
    await db.prisma.hostJob.deleteMany({});
    const [{ preparedAt }] = (await db.query<{ preparedAt: Date }>('SELECT clock_timestamp() AS "preparedAt"')) as [
      { preparedAt: Date },
    ];
    // Two polls' time on the database's clock: a runner the preparation started would have written the next runs of
    // the schedules at its first look, and looked again since.
    await vi.waitFor(async () => {
      const [row] = await db.query<{ passed: boolean }>(
        `SELECT clock_timestamp() > $1::timestamptz + interval '2 seconds' AS "passed"`,
        [preparedAt],
      );
      expect(row?.passed).toBe(true);
    }, PATIENTLY);
    expect(await scheduled()).toBe(0);
    const jobs = await prepared.start();
    try {
      await vi.waitFor(async () => expect(await scheduled()).toBeGreaterThan(0), PATIENTLY);
    } finally {
      await jobs.stop();
    }
  });
});

describe('withOverriddenSchedules', () => {
  it('names the job whose schedule never comes round, and schedules a job that had none', () => {
    const definition = { name: 'test.never', run: async () => undefined };
    expect(() => withOverriddenSchedules([definition], { 'test.never': '0 0 31 4 *' })).toThrow(
      /^JOBS_SCHEDULES: test\.never: The cron expression "0 0 31 4 \*" matches no time$/,
    );
    expect(withOverriddenSchedules([definition], { 'test.never': '0 0 29 2 *' })).toEqual([
      { ...definition, schedule: '0 0 29 2 *' },
    ]);
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

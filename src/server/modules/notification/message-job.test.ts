import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase, type TestDatabase } from '../../../../tests/helpers/database';
import { PermanentJobFailure } from '../../platform/jobs/job-definition';
import { enqueueJobs } from '../../platform/jobs/jobs.service';
import { messageJobOf, queuedMessageJob, MESSAGE_JOB } from './message-job';

let db: TestDatabase;
beforeAll(async () => {
  db = await openTestDatabase();
});
afterAll(() => db.dispose());

const running = (id: string, payload: unknown) => ({ id, name: MESSAGE_JOB, payload, attempt: 1, maxAttempts: 5 });

describe('a message queued as a job', () => {
  it('is written into the outbox once, in its words, however often its job runs', async () => {
    const recipient = 'queued-gift@example.com';
    await db.sqlTransaction((tx) =>
      enqueueJobs(tx, [
        messageJobOf('https://fond.example', {
          variant: 'generate-email-billing-subscription-started',
          to: { email: recipient },
          language: 'ru',
          data: { amount: '500,00 ₽', period: 'в месяц', date: '1 января 2027 г.', roles: '«Друг фонда»', reason: '', link: 'x' },
        }),
      ]),
    );
    const [job] = await db.query<{ id: string; payload: unknown }>(
      `SELECT "id", "payload" FROM "HostJob" WHERE "name" = $1 AND "payload"->'message'->'to'->>'email' = $2`,
      [MESSAGE_JOB, recipient],
    );
    await Promise.all([
      queuedMessageJob.run(db, running(job!.id, job!.payload)),
      queuedMessageJob.run(db, running(job!.id, job!.payload)),
    ]);
    await queuedMessageJob.run(db, running(job!.id, job!.payload));

    const written = await db.prisma.notificationNotification.findMany({ where: { recipient } });
    expect(written).toHaveLength(1);
    expect(written[0]!.title).toBe('Ежемесячное пожертвование оформлено');
    expect(written[0]!.text).toContain('500,00 ₽ в месяц');
  });

  it('fails for good on a payload that is no message, writing nothing', async () => {
    const before = await db.prisma.notificationNotification.count();
    await expect(
      queuedMessageJob.run(db, running('no-such-job', { siteUrl: 'https://fond.example', message: { variant: 'no-such-kind' } })),
    ).rejects.toBeInstanceOf(PermanentJobFailure);
    expect(await db.prisma.notificationNotification.count()).toBe(before);
  });
});

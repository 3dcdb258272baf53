import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { openTestDatabase, type TestDatabase } from '../../../../../tests/helpers/database';
import { captureLog } from '../../../../../tests/helpers/log';
import { PATIENTLY } from '../../../../../tests/helpers/patience';
import { openDatabase, type Database } from '../../../db/database';
import type { RunningJob } from '../../../platform/jobs/job-definition';
import { startJobRunner } from '../../../platform/jobs/job-runner';
import { queueAnnouncement } from './announce.service';
import { announceJob, ANNOUNCE_JOB, type AnnounceDependencies } from './announce.job';
import { subscribe } from './subscriptions.service';

/**
 * The fan-out of an announcement (announce.job.ts) in chunks of 7 over 30 subscribers: two runners, two runs of the
 * job at once (a lease taken over while the first still writes), a run after part of the rows were written: each
 * subscriber's message is written once per channel, in its language; a Telegram subscriber gets the Telegram words.
 */

const SITE = 'https://fund.example.org';
const SUBSCRIBERS = 30;
const dependencies: AnnounceDependencies = {
  siteUrl: SITE,
  jwtSecret: new TextEncoder().encode('announce-test-secret-that-is-at-least-32-characters'),
  mailer: undefined,
  chunkSize: 7,
};

let db: TestDatabase;
/** A second server process's connection (PostgreSQL); PGlite has one connection, shared. */
let other: Database;
let topicId: string;
let telegramSubject: string;

const words = {
  title: { ru: 'Отчёт за ноябрь', en: 'November report' },
  body: { ru: 'Что сделано за месяц.', en: 'What was done this month.' },
};

/** A subscriber: an account with an e-mail (and Telegram), whose latest sign-in was in `language`. */
async function subscriber(n: number, language: 'ru' | 'en', telegram = false): Promise<string> {
  const subject = await db.prisma.rbacSubject.create({
    data: { slug: `subscriber-${n}`, notificationMethod: telegram ? 'both' : 'email' },
  });
  const identities: { provider: string; email?: string; account?: string }[] = [
    { provider: 'email_and_password', email: `subscriber-${n}@example.com` },
  ];
  if (telegram) identities.push({ provider: 'telegram', account: String(700_000 + n) });
  for (const identity of identities) {
    const { id } = await db.prisma.rbacIdentity.create({ data: identity });
    await db.prisma.rbacSubjectsToIdentities.create({ data: { subjectId: subject.id, identityId: id } });
  }
  await db.prisma.rbacSession.create({ data: { subjectId: subject.id, language } });
  await subscribe(db, subject.id, topicId);
  return subject.id;
}

const batchRows = (batchKey: string) => db.prisma.notificationNotification.findMany({ where: { batchKey } });

/** The job as a runner hands it over, for runs of the handler itself. */
const running = async (batchKey: string): Promise<RunningJob> => {
  const job = await db.prisma.hostJob.findFirstOrThrow({ where: { key: `${ANNOUNCE_JOB}:${batchKey}` } });
  return { id: job.id, name: job.name, payload: job.payload, attempt: 1, maxAttempts: job.maxAttempts };
};

/** Each recipient's rows of a batch by channel: every one must be 1. */
const perRecipient = (rows: { recipient: string; method: string }[]) => {
  const counts = new Map<string, number>();
  for (const row of rows) counts.set(`${row.method}:${row.recipient}`, (counts.get(`${row.method}:${row.recipient}`) ?? 0) + 1);
  return counts;
};

beforeAll(async () => {
  db = await openTestDatabase();
  other = db.url ? await openDatabase(db.url) : db;
  topicId = (
    await db.prisma.notificationTopic.create({
      data: { slug: 'friends-reports', adminTitle: 'Reports', title: { ru: 'Отчёты для друзей', en: 'Reports for friends' } },
    })
  ).id;
  await db.prisma.notificationTopic.create({
    data: { slug: 'other', adminTitle: 'Other', title: { ru: 'Другое', en: 'Other' } },
  });
  for (let n = 1; n < SUBSCRIBERS; n++) await subscriber(n, n % 2 ? 'ru' : 'en');
  telegramSubject = await subscriber(SUBSCRIBERS, 'ru', true);
  // An account that takes no topic.
  await db.prisma.rbacSubject.create({ data: { slug: 'no-topics' } });
});
afterAll(async () => {
  if (other !== db) await other.close();
  await db.dispose();
});

describe('the announcement job', () => {
  it('writes each message once with two runners on the database, each subscriber in its language and channels', async () => {
    const { batchKey } = await queueAnnouncement(db, { id: topicId, data: words });
    // The runners know only this job: they log the outbox's delivery jobs they take as failed attempts.
    const log = captureLog();
    const runners = await Promise.all(
      [db, other].map((each) => startJobRunner(each, [announceJob(dependencies)], { concurrency: 2, pollMs: 20 })),
    );
    try {
      await vi.waitFor(
        async () =>
          expect((await db.prisma.hostJob.findFirstOrThrow({ where: { key: `${ANNOUNCE_JOB}:${batchKey}` } })).state).toBe(
            'succeeded',
          ),
        PATIENTLY,
      );
    } finally {
      await Promise.all(runners.map((runner) => runner.stop()));
      log.restore();
    }
    const rows = await batchRows(batchKey);
    expect(rows).toHaveLength(SUBSCRIBERS + 1);
    expect([...perRecipient(rows).values()].every((count) => count === 1)).toBe(true);
    const email = rows.find((row) => row.recipient === 'subscriber-2@example.com')!;
    expect(email).toMatchObject({ language: 'en', title: 'November report', topicId });
    expect(rows.find((row) => row.recipient === 'subscriber-1@example.com')).toMatchObject({
      language: 'ru',
      title: 'Отчёт за ноябрь',
    });

    const telegram = rows.find((row) => row.method === 'telegram')!;
    expect(telegram).toMatchObject({
      recipient: String(700_000 + SUBSCRIBERS),
      subjectId: telegramSubject,
      unsubscribeUrl: null,
    });
    expect(telegram.text).toContain('Отчёт за ноябрь\n\nЧто сделано за месяц.');
    expect(telegram.text).toMatch(new RegExp(`Отписаться: ${SITE}/ru/unsubscribe\\?token=[\\w-]+$`));
    const twin = rows.find((row) => row.method === 'email' && row.subjectId === telegramSubject)!;
    expect(twin.unsubscribeUrl).toMatch(new RegExp(`^${SITE}/api/notification/unsubscribe/[\\w-]+$`));
  });

  it('writes each message once when two runs of one job write at the same time, and goes on after a partial run', async () => {
    const { batchKey } = await queueAnnouncement(db, { id: topicId, data: words });
    const job = announceJob(dependencies);
    const runningJob = await running(batchKey);
    await Promise.all([job.run(db, runningJob), job.run(other, runningJob)]);
    const rows = await batchRows(batchKey);
    expect(rows).toHaveLength(SUBSCRIBERS + 1);
    expect([...perRecipient(rows).values()].every((count) => count === 1)).toBe(true);

    // As if the process stopped after the first chunks: the rest is written by the next run, the first not again.
    const firstSubjects = new Set([...new Set(rows.map((row) => row.subjectId!))].sort().slice(0, 14));
    const kept = rows.filter((row) => firstSubjects.has(row.subjectId!));
    await db.prisma.notificationNotification.deleteMany({
      where: { batchKey, id: { notIn: kept.map((row) => row.id) } },
    });
    await job.run(db, runningJob);
    const again = await batchRows(batchKey);
    expect(again).toHaveLength(SUBSCRIBERS + 1);
    expect([...perRecipient(again).values()].every((count) => count === 1)).toBe(true);
    expect(again.filter((row) => kept.some((first) => first.id === row.id))).toHaveLength(kept.length);
  });

  it('writes nothing for a topic deleted since, and fails at once', async () => {
    const gone = await db.prisma.notificationTopic.create({ data: { slug: 'gone', adminTitle: 'Gone', title: { en: 'Gone' } } });
    const { batchKey } = await queueAnnouncement(db, { id: gone.id, data: words });
    const runningJob = await running(batchKey);
    await db.prisma.notificationTopic.delete({ where: { id: gone.id } });
    await expect(announceJob(dependencies).run(db, runningJob)).rejects.toThrow(/deleted/);
    expect(await batchRows(batchKey)).toHaveLength(0);
  });
});

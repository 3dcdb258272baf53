import { randomUUID } from 'node:crypto';
import type { Database } from '../../../db/database';
import { notFound } from '../../../errors';
import { enqueueJob } from '../../../platform/jobs/jobs.service';
import type { AnnounceInput, AnnouncementState, TopicAnnouncements } from './announce.schema';
import { ANNOUNCE_ATTEMPTS, ANNOUNCE_JOB, announcePayload, type AnnouncePayload } from './announce.job';
import { subscriberCount } from './subscriptions.service';

/*
 * Queuing a topic's announcement (docs/decisions/0048): one `notification.announce` job per announcement, keyed by its
 * batch key, that runs at its sendAfter and writes one outbox row per subscriber and channel (announce.job.ts). What the
 * admin's panel shows of the last ones comes from that job and from the rows of its batch.
 */

const jobKey = (batchKey: string) => `${ANNOUNCE_JOB}:${batchKey}`;

async function existingTopic(db: Database, topicId: string): Promise<void> {
  const topic = await db.prisma.notificationTopic.findUnique({ where: { id: topicId }, select: { id: true } });
  if (!topic) throw notFound(`NotificationTopic with id ${topicId} not found`, 'id');
}

/** Queues the announcement of `input.data` to the subscribers of topic `input.id`; answers its batch key. */
export async function queueAnnouncement(db: Database, input: AnnounceInput) {
  const { id: topicId, data } = input;
  return db.transaction(async (tx) => {
    await existingTopic(tx, topicId);
    const batchKey = `announce:${topicId}:${randomUUID()}`;
    const payload: AnnouncePayload = {
      topicId,
      batchKey,
      title: data.title,
      body: data.body,
      sendAfter: data.sendAfter?.toISOString() ?? null,
    };
    await enqueueJob(tx, ANNOUNCE_JOB, payload, {
      key: jobKey(batchKey),
      maxAttempts: ANNOUNCE_ATTEMPTS,
      ...(data.sendAfter ? { runAt: data.sendAfter } : {}),
    });
    return { batchKey, topicId, subscribers: await subscriberCount(tx, topicId), sendAfter: data.sendAfter ?? null };
  });
}

/** How many of the last announcements of a topic the panel shows. */
export const SHOWN_ANNOUNCEMENTS = 10;

interface JobRow {
  payload: unknown;
  state: string;
  attempts: number;
  lastError: string | null;
  createdAt: Date;
}

interface BatchRow {
  batchKey: string;
  createdAt: Date;
  sendAfter: Date | null;
  language: string;
  title: string | null;
  written: number;
  waiting: number;
  sending: number;
  sent: number;
  failed: number;
}

const BATCH_COUNTS = `
  SELECT n."batchKey", min(n."createdAt") AS "createdAt", min(n."sendAfter") AS "sendAfter",
         (array_agg(n."language" ORDER BY n."createdAt", n."id"))[1] AS "language",
         (array_agg(n."data"->>'title' ORDER BY n."createdAt", n."id"))[1] AS "title",
         count(*)::int AS "written",
         (count(*) FILTER (WHERE n."status" = 'new'))::int AS "waiting",
         (count(*) FILTER (WHERE n."status" = 'sending'))::int AS "sending",
         (count(*) FILTER (WHERE n."status" = 'sent'))::int AS "sent",
         (count(*) FILTER (WHERE n."status" = 'failed'))::int AS "failed"
    FROM "NotificationNotification" n`;

const noRows = { written: 0, waiting: 0, sending: 0, sent: 0, failed: 0 };

/**
 * The topic's subscribers and its last announcements, newest first: each with its job (queued until its sendAfter,
 * then running and succeeded, or failed) and its outbox rows counted by status. An announcement whose job was cleaned
 * up (JOBS_KEEP_DAYS) is still shown from its rows.
 */
export async function topicAnnouncements(db: Database, topicId: string): Promise<TopicAnnouncements> {
  await existingTopic(db, topicId);
  const jobs = await db.query<JobRow>(
    `SELECT "payload", "state", "attempts", "lastError", "createdAt" FROM "HostJob"
      WHERE "name" = $1 AND "payload"->>'topicId' = $2
      ORDER BY "createdAt" DESC, "id" DESC LIMIT $3`,
    [ANNOUNCE_JOB, topicId, SHOWN_ANNOUNCEMENTS],
  );
  const batches = await db.query<BatchRow>(
    `${BATCH_COUNTS}
      WHERE n."topicId" = $1 AND n."batchKey" IS NOT NULL
      GROUP BY n."batchKey" ORDER BY min(n."createdAt") DESC LIMIT $2`,
    [topicId, SHOWN_ANNOUNCEMENTS],
  );
  // A job whose payload is not an announcement's (written by hand) is left out.
  const announced = jobs.flatMap((job) => {
    const parsed = announcePayload.safeParse(job.payload);
    return parsed.success ? [{ ...job, payload: parsed.data }] : [];
  });
  const jobKeys = announced.map((job) => job.payload.batchKey);
  // Rows of the jobs' batches that are older than the newest batches above are counted too.
  const missing = jobKeys.filter((key) => !batches.some((batch) => batch.batchKey === key));
  if (missing.length)
    batches.push(
      ...(await db.query<BatchRow>(`${BATCH_COUNTS} WHERE n."batchKey" = ANY($1::text[]) GROUP BY n."batchKey"`, [missing])),
    );
  const byKey = new Map(batches.map((batch) => [batch.batchKey, batch]));
  const fromJobs: AnnouncementState[] = announced.map(({ payload, ...job }) => {
    const batch = byKey.get(payload.batchKey);
    return {
      batchKey: payload.batchKey,
      title: payload.title,
      createdAt: job.createdAt,
      sendAfter: payload.sendAfter ? new Date(payload.sendAfter) : null,
      job: { state: job.state, attempts: job.attempts, lastError: job.lastError },
      ...(batch ? pick(batch) : noRows),
    };
  });
  const fromRows: AnnouncementState[] = batches
    .filter((batch) => !jobKeys.includes(batch.batchKey))
    .map((batch) => ({
      batchKey: batch.batchKey,
      title: batch.title ? { [batch.language]: batch.title } : {},
      createdAt: batch.createdAt,
      sendAfter: batch.sendAfter,
      job: null,
      ...pick(batch),
    }));
  const announcements = [...fromJobs, ...fromRows]
    .sort((a, b) => b.createdAt.getTime() - a.createdAt.getTime())
    .slice(0, SHOWN_ANNOUNCEMENTS);
  return { subscribers: await subscriberCount(db, topicId), announcements };
}

const pick = ({ written, waiting, sending, sent, failed }: BatchRow) => ({ written, waiting, sending, sent, failed });

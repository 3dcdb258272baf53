import { z } from 'zod';
import { DEFAULT_LANGUAGE, isLanguage, LANGUAGES, type Language } from '../../../../shared/languages';
import { localized } from '../../../../shared/localized-text';
import type { Database } from '../../../db/database';
import { PermanentJobFailure, type JobDefinition } from '../../../platform/jobs/job-definition';
import { advisoryLock } from '../../../platform/locks/advisory-lock';
import type { Mailer } from '../../../platform/mail/mailer';
import { subjectLanguage } from '../../rbac/tokens/session.service';
import { messageMemo, queueMessage, type MessageMemo } from '../messages.service';
import { deliverNotifications, type Notification } from '../notifications.service';
import { unsubscribeKey, unsubscribeToken, unsubscribeUrls } from './unsubscribe-token';

/*
 * The fan-out of a topic's announcement (docs/decisions/0048): the `notification.announce` job, run at the
 * announcement's sendAfter, writes one outbox row per subscriber and channel through queueMessage, in the subscriber's
 * language, with the subscriber's own unsubscribe links. Subscribers are taken in chunks, each chunk one transaction,
 * so that 10,000 of them neither hold one transaction for minutes nor are lost whole when the process stops.
 *
 * Each message once: a chunk's transaction holds the batch's advisory lock and skips the subscribers that already have
 * a row of the batch, so a job run again (its lease lost, the process killed, an administrator's Run now) or run by two
 * runners at once writes nothing twice; the outbox's unique (batchKey, method, recipient) stands behind that.
 */

export const ANNOUNCE_JOB = 'notification.announce';
/** Attempts of the fan-out: each one goes on where the last stopped. */
export const ANNOUNCE_ATTEMPTS = 10;
/** Subscribers written per transaction. */
export const ANNOUNCE_CHUNK = 500;

const EMAIL_VARIANT = 'generate-email-notification-topic-announcement';

const wordsInEveryLanguage = z.record(z.enum(LANGUAGES), z.string());

/** What the job is given: the topic, the words in every language, the batch its rows belong to, and when they may go. */
export const announcePayload = z.object({
  topicId: z.string(),
  batchKey: z.string(),
  title: wordsInEveryLanguage,
  body: wordsInEveryLanguage,
  /** ISO 8601, or null: at once. */
  sendAfter: z.string().nullable(),
});
export type AnnouncePayload = z.infer<typeof announcePayload>;

/** What the job needs beyond the database: the site's address for the links, the JWT secret to sign them, the mailer. */
export interface AnnounceDependencies {
  siteUrl: string;
  jwtSecret: Uint8Array;
  mailer: Mailer | undefined;
  /** Subscribers per transaction (ANNOUNCE_CHUNK); tests take small chunks to see many of them. */
  chunkSize?: number;
}

interface Subscription {
  id: string;
  subjectId: string;
}

/** The next `size` of the topic's subscriptions after the subject `after`, in subject order. */
const nextSubscriptions = (db: Database, topicId: string, after: string, size: number) =>
  db.query<Subscription>(
    `SELECT "id", "subjectId" FROM "RbacSubjectsToNotificationModuleTopics"
      WHERE "notificationModuleTopicId" = $1 AND "subjectId" > $2
      ORDER BY "subjectId" LIMIT $3`,
    [topicId, after, size],
  );

/** Which of `subjectIds` already have a row of the batch: written by an earlier run. */
async function alreadyWritten(db: Database, batchKey: string, subjectIds: readonly string[]): Promise<Set<string>> {
  const rows = await db.query<{ subjectId: string }>(
    `SELECT DISTINCT "subjectId" FROM "NotificationNotification" WHERE "batchKey" = $1 AND "subjectId" = ANY($2::text[])`,
    [batchKey, [...subjectIds]],
  );
  return new Set(rows.map((row) => row.subjectId));
}

/**
 * Writes the rows of one chunk of subscribers after the subject `after`, in one transaction under the batch's lock;
 * answers the rows written and the last subject of the chunk (undefined: no subscriber is left).
 */
async function writeChunk(
  db: Database,
  dependencies: AnnounceDependencies,
  announcement: AnnouncePayload & { topicTitle: unknown },
  after: string,
  memo: MessageMemo,
): Promise<{ rows: Notification[]; last: string | undefined }> {
  const key = unsubscribeKey(dependencies.jwtSecret);
  const sendAfter = announcement.sendAfter ? new Date(announcement.sendAfter) : undefined;
  return db.transaction(async (tx) => {
    await advisoryLock.hold(tx, `${ANNOUNCE_JOB}:${announcement.batchKey}`);
    const subscriptions = await nextSubscriptions(tx, announcement.topicId, after, dependencies.chunkSize ?? ANNOUNCE_CHUNK);
    const done = await alreadyWritten(
      tx,
      announcement.batchKey,
      subscriptions.map((subscription) => subscription.subjectId),
    );
    const rows: Notification[] = [];
    for (const { id, subjectId } of subscriptions) {
      if (done.has(subjectId)) continue;
      const known = await subjectLanguage(tx, subjectId);
      const language: Language = isLanguage(known) ? known : DEFAULT_LANGUAGE;
      const urls = unsubscribeUrls(dependencies.siteUrl, language, unsubscribeToken(key, id));
      rows.push(
        ...(await queueMessage(
          tx,
          { siteUrl: dependencies.siteUrl, memo },
          {
            variant: EMAIL_VARIANT,
            to: { subjectId },
            language,
            data: {
              topic: localized(announcement.topicTitle, language),
              title: announcement.title[language],
              body: announcement.body[language],
            },
            topicId: announcement.topicId,
            batchKey: announcement.batchKey,
            unsubscribeUrl: urls.page,
            oneClickUnsubscribeUrl: urls.oneClick,
            ...(sendAfter ? { sendAfter } : {}),
          },
        )),
      );
    }
    return { rows, last: subscriptions.at(-1)?.subjectId };
  });
}

/**
 * The `notification.announce` job. A payload that is not an announcement's, or a topic deleted since, fails at once;
 * any other failure is retried, going on past the chunks written. The e-mails of each chunk are handed to the mailer
 * right after its commit (as a caller's own attempt: the rows' delivery jobs send what it does not).
 */
export const announceJob = (dependencies: AnnounceDependencies): JobDefinition<unknown> => ({
  name: ANNOUNCE_JOB,
  maxAttempts: ANNOUNCE_ATTEMPTS,
  backoff: { baseSeconds: 30, maxSeconds: 1800 },
  async run(db, job) {
    const parsed = announcePayload.safeParse(job.payload);
    if (!parsed.success) throw new PermanentJobFailure('The payload is not an announcement: nothing to send');
    const topic = await db.prisma.notificationTopic.findUnique({ where: { id: parsed.data.topicId }, select: { title: true } });
    if (!topic) throw new PermanentJobFailure(`The topic ${parsed.data.topicId} was deleted: the announcement is not sent`);
    const announcement = { ...parsed.data, topicTitle: topic.title };
    // The site's name and the words are read once for the whole announcement.
    const memo = messageMemo();
    for (let after = ''; ;) {
      const { rows, last } = await writeChunk(db, dependencies, announcement, after, memo);
      if (last === undefined) return;
      const emails = rows.filter((row) => row.method === 'email').map((row) => row.id);
      await deliverNotifications(db, dependencies.mailer, emails);
      after = last;
    }
  },
});

import { randomUUID } from 'node:crypto';
import type { Database } from '../../../db/database';
import { notFound } from '../../../errors';
import type { OfferedTopic } from './subscriptions.schema';
import { textMap } from './text-map';

/*
 * A subject's subscriptions to topics (docs/decisions/0048): one RbacSubjectsToNotificationModuleTopics row per subject
 * and topic, kept one by the unique index on the pair however many requests come at once. Leaving a topic deletes the
 * row; taking it again makes a new one with a new id, so the unsubscribe links of the old one stop working.
 */

/** The kind of topic a person may take: news. Security and error topics are the account's own, not a choice. */
export const OFFERED_TOPIC_TYPE = 'info';

interface TopicRow {
  id: string;
  slug: string;
  title: unknown;
  description: unknown;
  subscribed: boolean;
}

const offered = (row: TopicRow): OfferedTopic => ({
  id: row.id,
  slug: row.slug,
  title: textMap(row.title),
  description: textMap(row.description),
  subscribed: row.subscribed,
});

const TOPICS_OF_SUBJECT = `
  SELECT t."id", t."slug", t."title", t."description",
         EXISTS (SELECT 1 FROM "RbacSubjectsToNotificationModuleTopics" s
                  WHERE s."notificationModuleTopicId" = t."id" AND s."subjectId" = $1::text) AS "subscribed"
    FROM "NotificationTopic" t
   WHERE t."type" = '${OFFERED_TOPIC_TYPE}'`;

/** The topics offered, in the editors' order, each with whether `subjectId` takes it. */
export async function subjectTopics(db: Database, subjectId: string): Promise<OfferedTopic[]> {
  const rows = await db.query<TopicRow>(`${TOPICS_OF_SUBJECT} ORDER BY t."orderIndex", t."createdAt", t."id"`, [subjectId]);
  return rows.map(offered);
}

/** One offered topic for `subjectId`; a topic that is not offered (or none) is a 404 naming `topicId`. */
async function subjectTopic(db: Database, subjectId: string, topicId: string): Promise<OfferedTopic> {
  const [row] = await db.query<TopicRow>(`${TOPICS_OF_SUBJECT} AND t."id" = $2::text`, [subjectId, topicId]);
  if (!row) throw notFound(`NotificationTopic with id ${topicId} not found`, 'topicId');
  return offered(row);
}

/** `subjectId` takes the topic: one row whatever was there and whoever writes it at the same moment. */
export async function subscribe(db: Database, subjectId: string, topicId: string): Promise<OfferedTopic> {
  return db.transaction(async (tx) => {
    await subjectTopic(tx, subjectId, topicId);
    await tx.query(
      `INSERT INTO "RbacSubjectsToNotificationModuleTopics" ("id", "subjectId", "notificationModuleTopicId")
       VALUES ($1, $2, $3)
       ON CONFLICT ("subjectId", "notificationModuleTopicId") DO NOTHING`,
      [randomUUID(), subjectId, topicId],
    );
    return subjectTopic(tx, subjectId, topicId);
  });
}

/** `subjectId` leaves the topic (nothing to do when it did not take it). */
export async function unsubscribe(db: Database, subjectId: string, topicId: string): Promise<OfferedTopic> {
  return db.transaction(async (tx) => {
    await subjectTopic(tx, subjectId, topicId);
    await tx.query(
      `DELETE FROM "RbacSubjectsToNotificationModuleTopics" WHERE "subjectId" = $1 AND "notificationModuleTopicId" = $2`,
      [subjectId, topicId],
    );
    return subjectTopic(tx, subjectId, topicId);
  });
}

/** How many subjects take the topic. */
export async function subscriberCount(db: Database, topicId: string): Promise<number> {
  const [row] = await db.query<{ count: number }>(
    `SELECT count(*)::int AS "count" FROM "RbacSubjectsToNotificationModuleTopics" WHERE "notificationModuleTopicId" = $1`,
    [topicId],
  );
  return row?.count ?? 0;
}

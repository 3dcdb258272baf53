import type { Database } from '../../../db/database';
import { badRequest, notFound } from '../../../errors';
import { textMap } from './text-map';
import { subscriptionOfToken } from './unsubscribe-token';

/*
 * Unsubscribing by a mail's link, without signing in (docs/decisions/0048): the token is the only credential. A token
 * this server did not sign is a 400 naming `token`; one it signed whose subscription is gone (used already, or the
 * subject left and took the topic again, which makes a new row) is a 404 that says so.
 */

/** The topic a subscription is to, as the unsubscribe page names it. */
export interface SubscriptionTopic {
  id: string;
  slug: string;
  title: Record<string, string>;
}

const forged = () =>
  badRequest('The unsubscribe link is not valid: copy the whole link from the e-mail', [
    { field: 'token', message: 'token: not a link this site made', code: 'invalid' },
  ]);

export const SUBSCRIPTION_GONE =
  'This subscription is already gone: the link was used before, or the subscription was ended and taken again since (a new one has a link of its own)';

const gone = () => notFound(SUBSCRIPTION_GONE, 'token');

async function topicOfSubscription(db: Database, subscriptionId: string, lock: boolean): Promise<SubscriptionTopic> {
  const [row] = await db.query<{ id: string; slug: string; title: unknown }>(
    `SELECT t."id", t."slug", t."title"
       FROM "RbacSubjectsToNotificationModuleTopics" s
       JOIN "NotificationTopic" t ON t."id" = s."notificationModuleTopicId"
      WHERE s."id" = $1${lock ? ' FOR UPDATE OF s' : ''}`,
    [subscriptionId],
  );
  if (!row) throw gone();
  return { id: row.id, slug: row.slug, title: textMap(row.title) };
}

/** The subscription row a token names: a 400 naming `token` when this server did not sign it. */
function subscriptionOf(key: Uint8Array, token: string): string {
  const subscriptionId = subscriptionOfToken(key, token);
  if (!subscriptionId) throw forged();
  return subscriptionId;
}

/** The topic the token's subscription is to; nothing is changed (what a GET of the link may do). */
export function describeSubscription(db: Database, key: Uint8Array, token: string): Promise<SubscriptionTopic> {
  return topicOfSubscription(db, subscriptionOf(key, token), false);
}

/** Ends the subscription the token names, once: a second time is a 404 (SUBSCRIPTION_GONE). Answers its topic. */
export function endSubscription(db: Database, key: Uint8Array, token: string): Promise<SubscriptionTopic> {
  const subscriptionId = subscriptionOf(key, token);
  return db.transaction(async (tx) => {
    const topic = await topicOfSubscription(tx, subscriptionId, true);
    await tx.query('DELETE FROM "RbacSubjectsToNotificationModuleTopics" WHERE "id" = $1', [subscriptionId]);
    return topic;
  });
}

import type { Database } from '../../db/database';

/**
 * How many outbox rows are `failed`: out of retries, waiting for an administrator to send them again or give up on
 * them. A state now, not a period's figure: a failure stays one until someone acts.
 */
export async function failedNotifications(db: Pick<Database, 'query'>): Promise<number> {
  const [row] = await db.query<{ failed: number }>(
    `SELECT count(*)::int AS "failed" FROM "NotificationNotification" WHERE "status" = 'failed'`,
  );
  return row?.failed ?? 0;
}

import { CRM_OPEN_STATUSES } from '../../../shared/crm-request-status';
import type { Database } from '../../db/database';

/** How many requests the site's forms sent to the CRM over [from, to). */
export async function requestsBetween(db: Pick<Database, 'query'>, from: Date, to: Date): Promise<number> {
  const [row] = await db.query<{ requests: number }>(
    `SELECT count(*)::int AS "requests" FROM "CrmRequest" WHERE "createdAt" >= $1::timestamptz AND "createdAt" < $2::timestamptz`,
    [from.toISOString(), to.toISOString()],
  );
  return row?.requests ?? 0;
}

/** How many requests wait for the team now (received or in progress), whenever they were sent. */
export async function openRequests(db: Pick<Database, 'query'>): Promise<number> {
  const [row] = await db.query<{ requests: number }>(
    `SELECT count(*)::int AS "requests" FROM "CrmRequest" WHERE "status" = ANY($1::text[])`,
    [CRM_OPEN_STATUSES],
  );
  return row?.requests ?? 0;
}

import type { Database } from '../../../db/database';

/**
 * How many people registered over [from, to): their first way to sign in, an identity, was linked then (a guest's
 * anonymous subject is no one yet).
 */
export async function registrationsBetween(db: Pick<Database, 'query'>, from: Date, to: Date): Promise<number> {
  const [row] = await db.query<{ registrations: number }>(
    `SELECT count(*)::int AS "registrations" FROM (SELECT si."subjectId" FROM "RbacSubjectsToIdentities" si
      GROUP BY si."subjectId" HAVING min(si."createdAt") >= $1::timestamptz AND min(si."createdAt") < $2::timestamptz) r`,
    [from.toISOString(), to.toISOString()],
  );
  return row?.registrations ?? 0;
}

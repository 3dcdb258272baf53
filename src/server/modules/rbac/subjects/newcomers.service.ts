import type { Database } from '../../../db/database';

/**
 * How many people, over [from, to): registered (their first way to sign in, an identity, was linked then; a guest's
 * anonymous subject is no one yet), and became friends (were given then a role that a product grants by giving, such
 * as the seed's «Друг фонда», and hold it still).
 */
export async function newcomersBetween(
  db: Pick<Database, 'query'>,
  from: Date,
  to: Date,
): Promise<{ registrations: number; friends: number }> {
  const [row] = await db.query<{ registrations: number; friends: number }>(
    `SELECT
       (SELECT count(*)::int FROM (SELECT si."subjectId" FROM "RbacSubjectsToIdentities" si GROUP BY si."subjectId"
          HAVING min(si."createdAt") >= $1::timestamptz AND min(si."createdAt") < $2::timestamptz) r) AS "registrations",
       (SELECT count(DISTINCT sr."subjectId")::int FROM "RbacSubjectsToRoles" sr
         WHERE sr."createdAt" >= $1::timestamptz AND sr."createdAt" < $2::timestamptz
           AND EXISTS (SELECT 1 FROM "RbacRolesToEcommerceModuleProducts" rp WHERE rp."roleId" = sr."roleId")) AS "friends"`,
    [from.toISOString(), to.toISOString()],
  );
  return row ?? { registrations: 0, friends: 0 };
}

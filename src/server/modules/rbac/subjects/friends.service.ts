import type { Database } from '../../../db/database';

/** The foundation's friends: the people holding a role that giving grants. */
export interface Friends {
  /** Holding such a role now. */
  total: number;
  /** Of them, given it in the period. */
  joined: number;
  /** The roles giving grants (the seed's «Друг фонда»), for a link to their holders. */
  roleIds: string[];
}

/**
 * Friends are whoever holds a role that a product grants by giving (roles-to-ecommerce-module-products,
 * docs/decisions/0033 and 0042): the role follows the counted donations, so holding it now is being a friend now.
 * `joined` counts those whose role was given in [from, to).
 */
export async function friendsBetween(db: Pick<Database, 'query'>, from: Date, to: Date): Promise<Friends> {
  const [row] = await db.query<Friends>(
    `WITH granted AS (SELECT DISTINCT rp."roleId" FROM "RbacRolesToEcommerceModuleProducts" rp),
          held AS (SELECT sr."subjectId", min(sr."createdAt") AS "since" FROM "RbacSubjectsToRoles" sr
                    WHERE sr."roleId" IN (SELECT "roleId" FROM granted) GROUP BY sr."subjectId")
     SELECT (SELECT count(*)::int FROM held) AS "total",
            (SELECT count(*)::int FROM held WHERE "since" >= $1::timestamptz AND "since" < $2::timestamptz) AS "joined",
            (SELECT COALESCE(array_agg("roleId" ORDER BY "roleId"), '{}') FROM granted) AS "roleIds"`,
    [from.toISOString(), to.toISOString()],
  );
  return row!;
}

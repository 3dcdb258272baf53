import type { ComputedColumnsSql } from '../../../crud/computed-columns';

/**
 * What a subject's identities say of them, for the subject whose id is the SQL `subjectId`: their email addresses
 * (a wallet-only identity: its address), in the order the identities were linked, joined by ', '; NULL for a
 * subject with no identity (an anonymous browser session). Other modules name a person by it (an order's donor).
 */
export const subjectEmailSql = (subjectId: string) => `SELECT string_agg(COALESCE(i."email", i."account"), ', '
    ORDER BY x."orderIndex", x."createdAt", x."id")
  FROM "RbacSubjectsToIdentities" x JOIN "RbacIdentity" i ON i."id" = x."identityId"
  WHERE x."subjectId" = ${subjectId} AND COALESCE(i."email", i."account") IS NOT NULL`;

/** The subjects' email (what finds a person) and roles, as the admin's table lists them. */
export const rbacComputedColumns = {
  '/api/rbac/subjects': {
    email: (row) => subjectEmailSql(`${row}."id"`),
    roles: (row) => `SELECT jsonb_agg(r."title" ORDER BY r."title")
      FROM "RbacSubjectsToRoles" x JOIN "RbacRole" r ON r."id" = x."roleId" WHERE x."subjectId" = ${row}."id"`,
  },
} satisfies ComputedColumnsSql;

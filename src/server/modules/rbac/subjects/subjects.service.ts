import * as crud from '../../../crud/service';
import type { Database, SqlTransaction } from '../../../db/database';
import { notFound } from '../../../errors';
import { registry } from '../../../../shared/registry/generated';

/** A new subject (its slug generated), holding the given roles. */
export async function createSubject(db: Database, roleIds: readonly string[] = []): Promise<{ id: string }> {
  const subject = (await crud.create(db, registry.rbac.subjects, {})) as { id: string };
  if (roleIds.length)
    await db.prisma.rbacSubjectsToRoles.createMany({ data: roleIds.map((roleId) => ({ subjectId: subject.id, roleId })) });
  return subject;
}

/** The roles a subject gets by registering: those marked availableOnRegistration. */
export async function rolesAvailableOnRegistration(db: Database): Promise<string[]> {
  const roles = await db.prisma.rbacRole.findMany({ where: { availableOnRegistration: true }, select: { id: true } });
  return roles.map((role) => role.id);
}

/**
 * The statement giving subjects the roles they do not hold yet, of the pairs `pairs` answers (a query answering
 * "subjectId" and "roleId"): one statement, so that a caller may run it as a step (a data-modifying WITH) of its own.
 * A pair held already, or granted by another transaction at the same moment, is passed over (the pair is unique).
 */
export const grantRolesStatement = (pairs: string) =>
  `INSERT INTO "RbacSubjectsToRoles" ("id", "subjectId", "roleId")
   SELECT gen_random_uuid()::text, w."subjectId", w."roleId" FROM (SELECT DISTINCT "subjectId", "roleId" FROM (${pairs}) p) w
   ON CONFLICT ("subjectId", "roleId") DO NOTHING`;

/** Gives a subject roles it does not hold yet. */
export async function grantRoles(db: SqlTransaction, subjectId: string, roleIds: readonly string[]): Promise<void> {
  if (roleIds.length)
    await db.query(grantRolesStatement(`SELECT $1::text AS "subjectId", unnest($2::text[]) AS "roleId"`), [subjectId, roleIds]);
}

/** Takes roles from a subject (those it does not hold are left as they are). */
export async function revokeRoles(db: SqlTransaction, subjectId: string, roleIds: readonly string[]): Promise<void> {
  if (roleIds.length)
    await db.query(`DELETE FROM "RbacSubjectsToRoles" WHERE "subjectId" = $1::text AND "roleId" = ANY($2::text[])`, [
      subjectId,
      roleIds,
    ]);
}

const IDENTITY_FIELDS = {
  id: true,
  provider: true,
  email: true,
  account: true,
  variant: true,
  createdAt: true,
  deliveryBlockedAt: true,
} as const;

/** What `me` answers: the subject with its identities and roles and where its messages go, no secret among them. */
export async function subjectProfile(db: Database, subjectId: string) {
  const subject = await db.prisma.rbacSubject.findUnique({
    where: { id: subjectId },
    select: {
      id: true,
      slug: true,
      variant: true,
      createdAt: true,
      notificationMethod: true,
      subjectsToIdentities: { select: { identity: { select: IDENTITY_FIELDS } }, orderBy: { createdAt: 'asc' } },
      subjectsToRoles: { select: { role: { select: { id: true, title: true, slug: true } } }, orderBy: { createdAt: 'asc' } },
    },
  });
  if (!subject) throw notFound('No subject with this id');
  const { subjectsToIdentities, subjectsToRoles, ...rest } = subject;
  return {
    ...rest,
    identities: subjectsToIdentities.map((link) => link.identity),
    roles: subjectsToRoles.map((link) => link.role),
  };
}

export type SubjectProfile = Awaited<ReturnType<typeof subjectProfile>>;

/** The identities of a subject, no secret among them. */
export async function identitiesOfSubject(db: Database, subjectId: string) {
  const links = await db.prisma.rbacSubjectsToIdentities.findMany({
    where: { subjectId },
    select: { identity: { select: IDENTITY_FIELDS } },
    orderBy: { createdAt: 'asc' },
  });
  return links.map((link) => link.identity);
}

import type { Database } from '../../../db/database';
import { LOCK_KEY } from '../../../db/migrations';
import { advisoryLock } from '../../../platform/locks/advisory-lock';
import { HTTP_METHODS } from '../../../platform/procedures/meta';
import { createPasswordIdentity } from '../identities/identities.service';
import { createSubject } from './subjects.service';

export const ADMIN_ROLE_SLUG = 'admin';

/** The admin role's actions: every method on every route. */
export const ADMIN_ACTIONS = HTTP_METHODS.map((method) => ({
  title: `Any ${method}`,
  slug: `any-${method.toLowerCase()}`,
  method,
  path: '/api/*',
}));

/** The admin role, created with its actions when missing (a database seeded before roles had actions). */
export async function adminRole(db: Database): Promise<string> {
  const existing = await db.prisma.rbacRole.findUnique({ where: { slug: ADMIN_ROLE_SLUG }, select: { id: true } });
  if (existing) return existing.id;
  return db.transaction(async (tx) => {
    const role = await tx.prisma.rbacRole.create({
      data: { title: 'Administrator', slug: ADMIN_ROLE_SLUG },
      select: { id: true },
    });
    for (const action of ADMIN_ACTIONS) {
      const { id } = await tx.prisma.rbacAction.upsert({
        where: { slug: action.slug },
        create: action,
        update: {},
        select: { id: true },
      });
      await tx.prisma.rbacRolesToActions.create({ data: { roleId: role.id, actionId: id } });
    }
    return role.id;
  });
}

export const hasAdministrator = async (db: Database): Promise<boolean> =>
  (await db.prisma.rbacSubjectsToRoles.count({ where: { role: { slug: ADMIN_ROLE_SLUG } } })) > 0;

/** A subject with the admin role and an email-and-password identity: the first start's administrator. */
export async function createAdministrator(db: Database, credentials: { email: string; password: string }): Promise<string> {
  const roleId = await adminRole(db);
  return db.transaction(async (tx) => {
    const subject = await createSubject(tx, [roleId]);
    await createPasswordIdentity(tx, subject.id, credentials, 'RBAC_ADMIN_EMAIL');
    return subject.id;
  });
}

/**
 * The first start's administrator, unless one exists: answers whether it made it. Servers starting together on one
 * fresh database take turns under the lock of the migrations and the seed, so only the first makes one.
 */
export const createFirstAdministrator = (db: Database, credentials: { email: string; password: string }): Promise<boolean> =>
  db.transaction(async (tx) => {
    await advisoryLock.hold(tx, LOCK_KEY);
    if (await hasAdministrator(tx)) return false;
    await createAdministrator(tx, credentials);
    return true;
  });

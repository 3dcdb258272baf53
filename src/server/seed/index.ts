import type { Database } from '../db/database';
import { LOCK_KEY } from '../db/migrations';
import { advisoryLock } from '../platform/locks/advisory-lock';
import { createCaller } from '../trpc/app-router';
import { trustedContext } from '../platform/context/context';
import { ADMIN_ACTIONS, ADMIN_ROLE_SLUG } from '../modules/rbac';
import { seedSite } from './site';

/**
 * The dataset of a fresh database: the basic roles (admin with its actions) and the shipped site, the heritage
 * restoration foundation's (src/server/seed/site) with its currencies (roubles by default, euros), in Russian and
 * English. It goes through the same router as every client, so it is validated the same way. It runs in one
 * transaction, so a start that dies half-way leaves nothing behind. Returns false, writing nothing, when the database
 * already holds pages (it was seeded or is in use).
 */
export function seed(db: Database): Promise<boolean> {
  return db.transaction(async (tx) => {
    // Two servers starting together on one fresh database: the second waits, then finds the pages and adds nothing.
    await advisoryLock.hold(tx, LOCK_KEY);
    return seedWith(createCaller(trustedContext(tx)), tx);
  });
}

async function seedWith(api: ReturnType<typeof createCaller>, db: Database): Promise<boolean> {
  if ((await api.host.pages.count({})) > 0) return false;

  // The admin role may do everything; the user role (given on registration) reads public content and acts on its
  // own records, which needs no action.
  const [admin] = await api.rbac.roles.bulkCreate({
    data: [
      { data: { title: 'Administrator', slug: ADMIN_ROLE_SLUG } },
      { data: { title: 'User', slug: 'user', availableOnRegistration: true } },
    ],
  });
  const actions = await api.rbac.actions.bulkCreate({ data: ADMIN_ACTIONS.map((action) => ({ data: action })) });
  await api.rbac.rolesToActions.bulkCreate({
    data: actions.map((action) => ({ data: { roleId: admin!.id, actionId: action.id } })),
  });

  await seedSite(api, db);
  return true;
}

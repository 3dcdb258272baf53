import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { seed } from '../../src/server/seed';
import { createCaller } from '../../src/server/trpc/app-router';
import { trustedContext } from '../../src/server/platform/context/context';
import { openTestDatabase, type TestDatabase } from '../helpers/database';

let db: TestDatabase;
beforeEach(async () => {
  db = await openTestDatabase();
});
afterEach(() => db.dispose());

const counts = async () => {
  const api = createCaller(trustedContext(db));
  return {
    pages: await api.host.pages.count({}),
    roles: await api.rbac.roles.count({}),
    currencies: await api.billing.currencies.count({}),
  };
};

describe('the dataset of a fresh database', () => {
  it('is written once: the Russian site, roubles by default, the administrator, user and friend roles', async () => {
    expect(await seed(db)).toBe(true);
    expect(await seed(db)).toBe(false);
    expect(await counts()).toEqual({ pages: 20, roles: 3, currencies: 2 });
    const api = createCaller(trustedContext(db));
    const [home] = await api.host.pages.list({ filters: { and: [{ column: 'url', method: 'eq', value: '/' }] } });
    expect(home).toMatchObject({ language: 'ru' });
    const defaults = await api.billing.currencies.list({
      filters: { and: [{ column: 'isDefault', method: 'eq', value: true }] },
    });
    expect(defaults.map((currency) => currency.slug)).toEqual(['rub']);
  });

  it('is all or nothing: a failing step leaves nothing behind', async () => {
    // A currency already holding a slug the site uses makes the site's write fail, after the roles are written.
    await db.query(
      `INSERT INTO "BillingCurrency" ("id", "adminTitle", "slug") VALUES ('c0ffee00-0000-4000-8000-000000000000', 'x', 'eur')`,
    );
    await expect(seed(db)).rejects.toThrow();
    expect(await counts()).toEqual({ pages: 0, roles: 0, currencies: 1 });
  });
});

import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase, type TestDatabase } from '../../../tests/helpers/database';
import { registry } from '../../shared/registry/generated';
import type { RbacRoleRecord } from '../../shared/registry/generated/rbac';
import type { Database } from '../db/database';
import { AppError, badRequest } from '../errors';
import * as crud from './service';
import type { EntityWriteHooks } from './write-hooks';
import { failure } from '../../../tests/helpers/app-error';

/** The generic writes with hooks, on a real database: roles, whose title a hook may refuse. */

let db: TestDatabase;
beforeAll(async () => {
  db = await openTestDatabase();
});
afterAll(() => db.dispose());

const roles = registry.rbac.roles;
const slug = () => `role-${randomUUID()}`;
/** Titles are unique too. */
const title = (word: string) => `${word} ${randomUUID()}`;
/** Roles with one of `slugs`, or whose slug starts with one (the hook's own writes). */
const countOf = async (slugs: string[]) =>
  db.prisma.rbacRole.count({ where: { OR: slugs.map((prefix) => ({ slug: { startsWith: prefix } })) } });

/** A rule that refuses a title starting `forbidden`, naming the field, after writing a role of its own through the transaction. */
const refusing = (witness: string): EntityWriteHooks<RbacRoleRecord> => {
  const refuse = async (tx: Database, given: unknown, fieldPrefix: string) => {
    await tx.prisma.rbacRole.create({ data: { title: slug(), slug: `${witness}-${randomUUID()}` } });
    if (typeof given === 'string' && given.startsWith('forbidden'))
      throw badRequest('This title is refused', [
        { field: `${fieldPrefix}title`, message: `${fieldPrefix}title: refused`, code: 'invalid' },
      ]);
  };
  return {
    beforeCreate: ({ tx, data, fieldPrefix }) => refuse(tx, data.title, fieldPrefix),
    beforeUpdate: ({ tx, data, fieldPrefix }) => refuse(tx, data.title, fieldPrefix),
  };
};

describe('write hooks', () => {
  it('refuse a create, naming the field: nothing is written, not even what the hook wrote', async () => {
    const witness = slug();
    const own = slug();
    const error = await failure(crud.create(db, roles, { title: title('forbidden'), slug: own }, { hooks: refusing(witness) }));
    expect(error.status).toBe(400);
    expect(error.causes).toMatchObject([{ field: 'data.title', message: 'data.title: refused' }]);
    expect(await countOf([witness, own])).toBe(0);
    // Allowed, the hook's own write is committed with the record.
    await crud.create(db, roles, { title: title('allowed'), slug: own }, { hooks: refusing(witness) });
    expect(await countOf([witness, own])).toBe(2);
  });

  it('refuse one item of a bulk create or find-or-create, naming it; the whole call is undone', async () => {
    const witness = slug();
    const slugs = [slug(), slug()];
    const items = [
      { data: { title: title('allowed'), slug: slugs[0] } },
      { data: { title: title('forbidden'), slug: slugs[1] } },
    ];
    const error = await failure(crud.bulkCreate(db, roles, items, { hooks: refusing(witness) }));
    expect(error.causes.map((cause) => cause.field)).toEqual(['data[1].data.title']);
    expect(await countOf([witness, ...slugs])).toBe(0);
    const found = await failure(
      crud.findOrCreate(db, roles, { title: title('forbidden'), slug: slugs[0] }, { hooks: refusing(witness) }),
    );
    expect(found.causes.map((cause) => cause.field)).toEqual(['data.title']);
    expect(await countOf([witness, ...slugs])).toBe(0);
  });

  it('refuse an update or a bulk update: the record stays as it was', async () => {
    const witness = slug();
    const role = await crud.create(db, roles, { title: title('before'), slug: slug() });
    const error = await failure(
      crud.update(db, roles, role.id as string, { title: title('forbidden') }, { hooks: refusing(witness) }),
    );
    expect(error.causes.map((cause) => cause.field)).toEqual(['data.title']);
    const bulk = await failure(
      crud.bulkUpdate(db, roles, [{ id: role.id as string, data: { title: title('forbidden') } }], { hooks: refusing(witness) }),
    );
    expect(bulk.causes.map((cause) => cause.field)).toEqual(['data[0].data.title']);
    expect(await crud.get(db, roles, role.id as string)).toEqual(role);
    expect(await countOf([witness])).toBe(0);
  });

  it('give the after-hooks the old record and the new one, inside the write', async () => {
    const seen: { old: RbacRoleRecord; record: RbacRoleRecord }[] = [];
    const deleted: RbacRoleRecord[] = [];
    const hooks: EntityWriteHooks<RbacRoleRecord> = {
      afterUpdate: ({ old, record }) => void seen.push({ old, record }),
      afterDelete: ({ old }) => void deleted.push(old),
    };
    const role = await crud.create(db, roles, { title: title('old title'), slug: slug() });
    const updated = await crud.update(db, roles, role.id as string, { title: title('new title') }, { hooks });
    expect(seen).toEqual([{ old: role, record: updated }]);
    expect(seen[0]!.record.title).toMatch(/^new title /);
    const removed = await crud.remove(db, roles, role.id as string, { hooks });
    expect(deleted).toEqual([updated]);
    expect(removed).toMatchObject({ id: role.id, title: updated.title });
  });

  it('refuse a delete from before-delete: the record stays; an unknown id is a 404 before any hook', async () => {
    const role = await crud.create(db, roles, { title: title('kept'), slug: slug() });
    const hooks: EntityWriteHooks<RbacRoleRecord> = {
      beforeDelete: ({ old }) => {
        throw new AppError('CONFLICT', `${old.title} is in use`, [{ field: 'id', message: 'id: in use', code: 'invalid' }]);
      },
    };
    expect((await failure(crud.remove(db, roles, role.id as string, { hooks }))).status).toBe(409);
    expect(await crud.get(db, roles, role.id as string)).toEqual(role);
    expect((await failure(crud.remove(db, roles, randomUUID(), { hooks }))).status).toBe(404);
  });

  it("take the module's locks first: once per call, before any other hook, with the ids and data the write names", async () => {
    const calls: string[] = [];
    const hooks: EntityWriteHooks<RbacRoleRecord> = {
      lock: ({ ids, data }) => void calls.push(`lock ${JSON.stringify({ ids, titles: data.map((item) => item.title) })}`),
      beforeCreate: () => void calls.push('beforeCreate'),
      beforeUpdate: () => void calls.push('beforeUpdate'),
      beforeDelete: () => void calls.push('beforeDelete'),
    };
    const one = await crud.create(db, roles, { title: 'lock one', slug: slug() }, { hooks });
    expect(calls.splice(0)).toEqual([`lock ${JSON.stringify({ ids: [], titles: ['lock one'] })}`, 'beforeCreate']);
    const [two, three] = await crud.bulkCreate(
      db,
      roles,
      [{ data: { title: 'lock two', slug: slug() } }, { data: { title: 'lock three', slug: slug() } }],
      { hooks },
    );
    expect(calls.splice(0)).toEqual([
      `lock ${JSON.stringify({ ids: [], titles: ['lock two', 'lock three'] })}`,
      'beforeCreate',
      'beforeCreate',
    ]);
    await crud.update(db, roles, one.id as string, { title: 'lock one again' }, { hooks });
    expect(calls.splice(0)).toEqual([`lock ${JSON.stringify({ ids: [one.id], titles: ['lock one again'] })}`, 'beforeUpdate']);
    const ids = [three!.id as string, two!.id as string];
    await crud.bulkUpdate(
      db,
      roles,
      ids.map((id) => ({ id, data: {} })),
      { hooks },
    );
    expect(calls.splice(0)).toEqual([`lock ${JSON.stringify({ ids, titles: [null, null] })}`, 'beforeUpdate', 'beforeUpdate']);
    await crud.remove(db, roles, one.id as string, { hooks });
    expect(calls.splice(0)).toEqual([`lock ${JSON.stringify({ ids: [one.id], titles: [] })}`, 'beforeDelete']);
    // A lock hook that refuses refuses the write.
    const kept = await crud.get(db, roles, two!.id as string);
    const refused = await failure(
      crud.remove(db, roles, two!.id as string, {
        hooks: {
          lock: () => {
            throw new AppError('CONFLICT', 'busy', [{ field: 'id', message: 'id: busy', code: 'invalid' }]);
          },
        },
      }),
    );
    expect(refused.status).toBe(409);
    expect(await crud.get(db, roles, two!.id as string)).toEqual(kept);
  });
});

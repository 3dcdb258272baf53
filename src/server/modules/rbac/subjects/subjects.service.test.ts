import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase, type TestDatabase } from '../../../../../tests/helpers/database';
import * as crud from '../../../crud/service';
import { AppError } from '../../../errors';
import { registry } from '../../../../shared/registry/generated';
import { grantRoles, revokeRoles } from './subjects.service';

let db: TestDatabase;
beforeAll(async () => {
  db = await openTestDatabase();
});
afterAll(() => db.dispose());

let made = 0;
async function subjectAndRole() {
  made++;
  const subject = await db.prisma.rbacSubject.create({ data: { slug: `holder-${made}` } });
  const role = await db.prisma.rbacRole.create({ data: { title: `Friend ${made}`, slug: `friend-${made}` } });
  return { subjectId: subject.id, roleId: role.id };
}

const held = (subjectId: string) => db.prisma.rbacSubjectsToRoles.count({ where: { subjectId } });

describe('a subject holds a role once', () => {
  it('grants a role held already, or granted by two transactions at once, a single time', async () => {
    const { subjectId, roleId } = await subjectAndRole();
    await Promise.all([
      db.transaction((tx) => grantRoles(tx, subjectId, [roleId])),
      db.transaction((tx) => grantRoles(tx, subjectId, [roleId, roleId])),
    ]);
    await grantRoles(db, subjectId, [roleId]);
    expect(await held(subjectId)).toBe(1);
    await revokeRoles(db, subjectId, [roleId]);
    expect(await held(subjectId)).toBe(0);
  });

  it('refuses the same pair written through the generic records (the admin, REST) by naming both fields', async () => {
    const pair = await subjectAndRole();
    await crud.create(db, registry.rbac.subjectsToRoles, pair);
    const refusal = await crud.create(db, registry.rbac.subjectsToRoles, pair).catch((error: unknown) => error);
    expect(refusal).toBeInstanceOf(AppError);
    expect(refusal).toMatchObject({
      code: 'CONFLICT',
      causes: [
        { field: 'data.subjectId', code: 'not_unique' },
        { field: 'data.roleId', code: 'not_unique' },
      ],
    });
    expect(await held(pair.subjectId)).toBe(1);
  });

  it('refuses a batch that gives a pair twice, naming the later one, and writes none of it', async () => {
    const pair = await subjectAndRole();
    const refusal = await crud
      .bulkCreate(db, registry.rbac.subjectsToRoles, [{ data: pair }, { data: pair }])
      .catch((error: unknown) => error);
    expect(refusal).toMatchObject({
      code: 'CONFLICT',
      causes: [
        { field: 'data[1].data.subjectId', code: 'not_unique' },
        { field: 'data[1].data.roleId', code: 'not_unique' },
      ],
    });
    expect(await held(pair.subjectId)).toBe(0);
  });
});

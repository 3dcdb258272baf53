import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../../src/server/db/database';
import {
  announceContentChange,
  pageContentTables,
  watchContentChanges,
} from '../../src/server/platform/page-cache/content-changes';
import { registry } from '../../src/shared/registry/generated';
import { openTestDatabase, testDatabaseKind, type TestDatabase } from '../helpers/database';

let db: TestDatabase;
let stop: () => Promise<void>;
const heard: string[] = [];

beforeAll(async () => {
  db = await openTestDatabase();
  stop = await watchContentChanges(db, (what) => heard.push(what));
});
afterAll(async () => {
  await stop();
  await db.dispose();
});

/** What was announced while `work` ran (notifications arrive after their commit, so it waits a little). */
async function announced(work: () => Promise<unknown>): Promise<string[]> {
  // What earlier writes announced may still be on its way: let it arrive first.
  await new Promise((resolve) => setTimeout(resolve, 150));
  heard.length = 0;
  await work();
  await new Promise((resolve) => setTimeout(resolve, 150));
  return [...heard];
}

describe('content changes', () => {
  it('covers the public entities and the @pageContent ones, not personal or operational tables', () => {
    const tables = pageContentTables().map(({ table }) => table);
    expect(tables).toEqual(expect.arrayContaining(['HostPage', 'BlogArticle', 'EcommerceProduct', 'RbacSubject']));
    expect(tables).toContain(registry.blog.articlePrivateContents.table);
    expect(tables).not.toContain('RbacIdentity');
    expect(tables).not.toContain('CrmRequest');
    expect(tables).not.toContain('NotificationNotification');
  });

  it('announces every kind of write to a page-content table, once per statement, when it commits', async () => {
    expect(await announced(() => db.prisma.blogArticle.create({ data: { slug: 'a', adminTitle: 'a' } }))).toEqual([
      'BlogArticle',
    ]);
    expect(await announced(() => db.query(`UPDATE "BlogArticle" SET "orderIndex" = 1`))).toEqual(['BlogArticle']);
    // The cascade to its link tables is announced as well.
    expect(await announced(() => db.query(`DELETE FROM "BlogArticle"`))).toContain('BlogArticle');
    expect(
      await announced(() =>
        db.transaction(async (tx) => {
          await tx.prisma.blogCategory.create({ data: { slug: 'news', adminTitle: 'news' } });
          await tx.prisma.blogArticle.create({ data: { slug: 'b', adminTitle: 'b' } });
        }),
      ),
    ).toEqual(['BlogCategory', 'BlogArticle']);
  });

  it("announces a subject's changes but not a new subject: pages show it only once it has a public profile", async () => {
    let id = '';
    expect(
      await announced(async () => {
        id = (await db.prisma.rbacSubject.create({ data: { slug: 'anonymous-session' } })).id;
      }),
    ).toEqual([]);
    const profile = await db.prisma.socialProfile.create({ data: { slug: 'profile', adminTitle: 'profile' } });
    expect(
      await announced(() =>
        db.prisma.rbacSubjectsToSocialModuleProfiles.create({ data: { subjectId: id, socialModuleProfileId: profile.id } }),
      ),
    ).toEqual(['RbacSubjectsToSocialModuleProfiles']);
    expect(await announced(() => db.prisma.rbacSubject.update({ where: { id }, data: { slug: 'renamed' } }))).toEqual([
      'RbacSubject',
    ]);
  });

  it('announces nothing for a write that is rolled back, or to a table pages do not show', async () => {
    expect(
      await announced(() =>
        db
          .transaction(async (tx) => {
            await tx.prisma.blogArticle.create({ data: { slug: 'c', adminTitle: 'c' } });
            throw new Error('rolled back');
          })
          .catch(() => undefined),
      ),
    ).toEqual([]);
    expect(await announced(() => db.prisma.crmRequest.create({ data: { slug: 'r', adminTitle: 'r' } }))).toEqual([]);
  });

  it('passes on an announcement that no table write makes (a revalidation)', async () => {
    expect(await announced(() => announceContentChange(db, 'revalidate layout /'))).toEqual(['revalidate layout /']);
  });

  it.runIf(testDatabaseKind === 'postgres')('hears a write another server process makes', async () => {
    const other = await openDatabase(db.url);
    try {
      expect(await announced(() => other.prisma.hostPage.create({ data: { url: '/elsewhere', adminTitle: 'x' } }))).toEqual([
        'HostPage',
      ]);
    } finally {
      await other.close();
    }
  });
});

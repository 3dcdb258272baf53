import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase, type TestDatabase } from '../../../../tests/helpers/database';
import { MAX_PUBLIC_SUBJECTS, publicSubjectBySlug, publicSubjects } from './widget-content.service';

let db: TestDatabase;
beforeAll(async () => {
  db = await openTestDatabase();
});
afterAll(() => db.dispose());

const early = new Date('2026-01-01T00:00:00Z');
const late = new Date('2026-01-02T00:00:00Z');

/** A subject as a person has it: an identity with an email and password, a role, a public profile and a product. */
async function person(slug: string, orderIndex = 0) {
  const subject = await db.prisma.rbacSubject.create({ data: { slug, orderIndex } });
  const identity = await db.prisma.rbacIdentity.create({
    data: { email: `${slug}@private.example`, password: 'secret-hash', salt: 'secret-salt', code: 'secret-code' },
  });
  await db.prisma.rbacSubjectsToIdentities.create({ data: { subjectId: subject.id, identityId: identity.id } });
  const role = await db.prisma.rbacRole.create({ data: { title: `role of ${slug}`, slug: `role-${slug}` } });
  await db.prisma.rbacSubjectsToRoles.create({ data: { subjectId: subject.id, roleId: role.id } });
  return subject;
}

const profile = (slug: string, title: Record<string, string> = { en: slug }) =>
  db.prisma.socialProfile.create({
    data: { slug, adminTitle: `admin ${slug}`, title, subtitle: { en: 'Restorer' }, description: { en: 'About' } },
  });
const product = (slug: string) =>
  db.prisma.ecommerceProduct.create({
    data: { slug, adminTitle: `admin ${slug}`, title: { en: slug }, shortDescription: { en: 'Short' } },
  });
const file = (name: string) =>
  db.prisma.fileStorageFile.create({
    data: { adminTitle: name, file: `${name}.jpg`, alt: name, width: 800, height: 600, size: 1234 },
  });

describe('publicSubjectBySlug', () => {
  let maria: { id: string };
  beforeAll(async () => {
    maria = await person('maria');
    // Profiles: orderIndex first, then creation time.
    const [second, first, third] = [await profile('maria-second'), await profile('maria-first'), await profile('maria-third')];
    await db.prisma.rbacSubjectsToSocialModuleProfiles.createMany({
      data: [
        { subjectId: maria.id, socialModuleProfileId: third.id, orderIndex: 2 },
        { subjectId: maria.id, socialModuleProfileId: second.id, orderIndex: 1, createdAt: late },
        { subjectId: maria.id, socialModuleProfileId: first.id, orderIndex: 1, createdAt: early },
      ],
    });
    const [church, chapel] = [await product('onega-church'), await product('chapel')];
    await db.prisma.rbacSubjectsToEcommerceModuleProducts.createMany({
      data: [
        { subjectId: maria.id, ecommerceModuleProductId: chapel.id, orderIndex: 1 },
        { subjectId: maria.id, ecommerceModuleProductId: church.id, orderIndex: 0 },
      ],
    });
    const [cover, detail] = [await file('cover'), await file('detail')];
    await db.prisma.ecommerceProductsToFileStorageModuleFiles.createMany({
      data: [
        { productId: church.id, fileStorageModuleFileId: detail.id, orderIndex: 1 },
        { productId: church.id, fileStorageModuleFileId: cover.id, orderIndex: 0 },
      ],
    });
  });

  it('answers the subject with its profiles and products in order, each product with its first file', async () => {
    const subject = await publicSubjectBySlug(db, 'maria');
    expect(subject).toMatchObject({ id: maria.id, slug: 'maria' });
    expect(subject!.profiles.map((item) => item.slug)).toEqual(['maria-first', 'maria-second', 'maria-third']);
    expect(subject!.profiles[0]).toEqual({
      id: expect.any(String),
      slug: 'maria-first',
      variant: 'default',
      className: null,
      title: { en: 'maria-first' },
      subtitle: { en: 'Restorer' },
      description: { en: 'About' },
      acceptsConversations: false,
    });
    expect(subject!.products.map((item) => item.slug)).toEqual(['onega-church', 'chapel']);
    expect(subject!.products[0]).toEqual({
      id: expect.any(String),
      slug: 'onega-church',
      purchase: { type: 'one_off' },
      title: { en: 'onega-church' },
      shortDescription: { en: 'Short' },
      image: {
        id: expect.any(String),
        file: 'cover.jpg',
        alt: 'cover',
        width: 800,
        height: 600,
        mimeType: null,
        className: null,
        containerClassName: null,
      },
      features: [],
      prices: [],
      progress: { productId: subject!.products[0]!.id, donors: 0, currencies: [], readAt: expect.any(String) },
    });
    expect(subject!.products[1]!.image).toBeNull();
  });

  it('lets nothing personal out: no identity, email, secret, role or timestamp', async () => {
    const subject = await publicSubjectBySlug(db, 'maria');
    expect(Object.keys(subject!).sort()).toEqual(['id', 'products', 'profiles', 'slug']);
    const text = JSON.stringify(subject);
    for (const secret of ['private.example', 'secret', 'role-maria', 'role of', 'createdAt', 'admin maria', 'onega-church admin'])
      expect(text).not.toContain(secret);
  });

  it('answers a subject with a profile and no products with an empty list, and null for a missing slug', async () => {
    const lonely = await person('lonely');
    const only = await profile('lonely-profile');
    await db.prisma.rbacSubjectsToSocialModuleProfiles.create({ data: { subjectId: lonely.id, socialModuleProfileId: only.id } });
    expect(await publicSubjectBySlug(db, 'lonely')).toEqual({
      id: lonely.id,
      slug: 'lonely',
      profiles: [expect.objectContaining({ slug: 'lonely-profile' })],
      products: [],
    });
    expect(await publicSubjectBySlug(db, 'nobody')).toBeNull();
  });

  it('answers null for a subject without a public profile (an anonymous session, an administrator), as the list leaves it out', async () => {
    const administrator = await person('administrator');
    const owned = await product('administrator-product');
    await db.prisma.rbacSubjectsToEcommerceModuleProducts.create({
      data: { subjectId: administrator.id, ecommerceModuleProductId: owned.id },
    });
    await db.prisma.rbacSubject.create({ data: { slug: 'anonymous-session' } });
    expect(await publicSubjectBySlug(db, 'administrator')).toBeNull();
    expect(await publicSubjectBySlug(db, 'anonymous-session')).toBeNull();
    expect((await publicSubjects(db)).map((subject) => subject.slug)).not.toContain('administrator');
  });

  it('runs inside a transaction', async () => {
    expect(await db.transaction((tx) => publicSubjectBySlug(tx, 'maria'))).toMatchObject({ slug: 'maria' });
  });
});

describe('publicSubjects', () => {
  beforeAll(async () => {
    // Enough subjects to pass the limit, in an order that is not their creation order.
    for (let index = 0; index < MAX_PUBLIC_SUBJECTS + 2; index++) {
      const slug = `crowd-${String(index).padStart(2, '0')}`;
      const subject = await db.prisma.rbacSubject.create({ data: { slug, orderIndex: 100 - index } });
      const crowdProfile = await db.prisma.socialProfile.create({ data: { slug: `${slug}-profile`, adminTitle: slug } });
      await db.prisma.rbacSubjectsToSocialModuleProfiles.create({
        data: { subjectId: subject.id, socialModuleProfileId: crowdProfile.id },
      });
    }
    // An anonymous session's subject, with no profile: never listed.
    await db.prisma.rbacSubject.create({ data: { slug: 'anonymous-visitor', orderIndex: -5 } });
    const lead = await person('lead', -1);
    const leadProfile = await profile('lead-profile', { en: 'Lead', ru: 'Ведущий' });
    await db.prisma.rbacSubjectsToSocialModuleProfiles.create({
      data: { subjectId: lead.id, socialModuleProfileId: leadProfile.id },
    });
  });

  it('answers at most MAX_PUBLIC_SUBJECTS subjects with a public profile, in the admin order', async () => {
    const all = await db.prisma.rbacSubject.findMany({
      where: { subjectsToSocialModuleProfiles: { some: {} } },
      orderBy: [{ orderIndex: 'asc' }, { createdAt: 'asc' }, { id: 'asc' }],
      select: { slug: true },
    });
    expect(all.length).toBeGreaterThan(MAX_PUBLIC_SUBJECTS);
    const subjects = await publicSubjects(db);
    expect(subjects.map((subject) => subject.slug)).toEqual(all.slice(0, MAX_PUBLIC_SUBJECTS).map((subject) => subject.slug));
    expect(subjects[0]).toMatchObject({
      slug: 'lead',
      profiles: [{ slug: 'lead-profile', title: { en: 'Lead', ru: 'Ведущий' } }],
    });
  });

  it('lets nothing personal out', async () => {
    const subjects = await publicSubjects(db);
    for (const subject of subjects) expect(Object.keys(subject).sort()).toEqual(['id', 'products', 'profiles', 'slug']);
    expect(JSON.stringify(subjects)).not.toMatch(/private\.example|secret|role-/);
  });

  it('reads with a fixed number of queries, whatever the number of subjects', async () => {
    const statements: string[] = [];
    const counted = await openTestDatabase({ onQuery: (sql) => statements.push(sql) });
    try {
      const few = await counted.prisma.rbacSubject.create({ data: { slug: 'few' } });
      const linked = await counted.prisma.socialProfile.create({ data: { slug: 'few-profile', adminTitle: 'few' } });
      await counted.prisma.rbacSubjectsToSocialModuleProfiles.create({
        data: { subjectId: few.id, socialModuleProfileId: linked.id },
      });
      const made = await counted.prisma.ecommerceProduct.create({ data: { slug: 'few-product', adminTitle: 'few' } });
      await counted.prisma.rbacSubjectsToEcommerceModuleProducts.create({
        data: { subjectId: few.id, ecommerceModuleProductId: made.id },
      });
      const image = await counted.prisma.fileStorageFile.create({ data: { adminTitle: 'few', file: 'few.jpg' } });
      await counted.prisma.ecommerceProductsToFileStorageModuleFiles.create({
        data: { productId: made.id, fileStorageModuleFileId: image.id },
      });
      statements.length = 0;
      await publicSubjects(counted);
      const once = statements.length;
      for (let index = 0; index < 5; index++) await counted.prisma.rbacSubject.create({ data: { slug: `more-${index}` } });
      statements.length = 0;
      await publicSubjects(counted);
      expect(statements.length).toBe(once);
      // Three statements: subjects with their profiles, products and files joined in the database, then the products'
      // prices, and their fundraising progress.
      expect(once).toBe(3);
    } finally {
      await counted.dispose();
    }
  });
});
